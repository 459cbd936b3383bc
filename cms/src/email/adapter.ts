import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'
import { takeTextPart, textFromHtml } from './compose'

/**
 * Payload's mail goes out through SMTP when SMTP_URL is set, otherwise into the `outbox`
 * collection (the offline default, labelled "sandbox"), so verification and reset mails can be read
 * by admins and support in the CMS without any mail server.
 */
function parseFrom(from: string): { address: string; name: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from)
  return match ? { name: match[1]!, address: match[2]! } : { name: '', address: from.trim() }
}

// Nodemailer's address types nest lists inside lists: walk them rather than assume one level.
const addressText = (value: SendEmailOptions['to'] | unknown): string => {
  if (!value) return ''
  if (Array.isArray(value)) return value.map(addressText).filter(Boolean).join(', ')
  if (typeof value === 'string') return value
  const address = (value as { address?: unknown }).address
  return typeof address === 'string' ? address : ''
}

/**
 * Every mail leaves with a plain-text part: the one it was written with (its own `text`, or the
 * one composed beside the HTML Payload's auth operations send, compose.ts), else one made from
 * its HTML with the links kept.
 */
function withTextPart(message: SendEmailOptions): SendEmailOptions {
  if (typeof message.text === 'string' && message.text.trim()) return message
  const html = typeof message.html === 'string' ? message.html : ''
  return { ...message, text: takeTextPart(html) ?? textFromHtml(html) }
}

export function mailAdapter(options: { smtpUrl?: string; from: string }): EmailAdapter {
  const from = parseFrom(options.from)
  return ({ payload }) => {
    if (options.smtpUrl) {
      const transport = nodemailer.createTransport(options.smtpUrl)
      return {
        name: 'smtp',
        defaultFromAddress: from.address,
        defaultFromName: from.name,
        sendEmail: async (message) => transport.sendMail({ from: options.from, ...withTextPart(message) } as nodemailer.SendMailOptions),
      }
    }
    return {
      name: 'outbox',
      defaultFromAddress: from.address,
      defaultFromName: from.name,
      // A system write: mail is produced by Payload's own auth operations, not by a visitor.
      sendEmail: async (sent) => {
        const message = withTextPart(sent)
        return payload.create({
          collection: 'outbox',
          overrideAccess: true,
          data: {
            to: addressText(message.to),
            subject: String(message.subject ?? ''),
            html: typeof message.html === 'string' ? message.html : '',
            text: typeof message.text === 'string' ? message.text : '',
          },
        })
      },
    }
  }
}
