import { z } from 'zod'

/** The parts of WeChat Pay v3 answers and notifications we rely on (Native payment, domestic refunds). */
export const nativeOrderResponseSchema = z.object({ code_url: z.string().startsWith('weixin://') })

export const tradeStates = ['SUCCESS', 'REFUND', 'NOTPAY', 'CLOSED', 'REVOKED', 'USERPAYING', 'PAYERROR'] as const

export const transactionSchema = z.object({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().optional(),
  trade_state: z.enum(tradeStates),
  trade_state_desc: z.string().optional(),
  success_time: z.string().optional(),
  attach: z.string().optional(),
  amount: z.object({ total: z.number().int().optional(), payer_total: z.number().int().optional(), currency: z.string().optional() }).optional(),
})
export type WechatTransaction = z.infer<typeof transactionSchema>

export const refundStatuses = ['SUCCESS', 'CLOSED', 'PROCESSING', 'ABNORMAL'] as const

export const refundResponseSchema = z.object({
  refund_id: z.string(),
  out_refund_no: z.string(),
  out_trade_no: z.string().optional(),
  status: z.enum(refundStatuses),
  amount: z.object({ refund: z.number().int(), total: z.number().int(), currency: z.string().optional() }),
})

/** The refund notification's decrypted resource (its amount carries no currency: always CNY here). */
export const refundResourceSchema = z.object({
  mchid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().optional(),
  out_refund_no: z.string(),
  refund_id: z.string(),
  refund_status: z.enum(refundStatuses),
  success_time: z.string().optional(),
  amount: z.object({ total: z.number().int(), refund: z.number().int() }),
})

export const notificationSchema = z.object({
  id: z.string().min(1),
  create_time: z.string(),
  event_type: z.string(),
  resource_type: z.literal('encrypt-resource'),
  resource: z.object({
    algorithm: z.string(),
    ciphertext: z.string().min(1),
    nonce: z.string().min(1),
    associated_data: z.string().nullish(),
    original_type: z.string().optional(),
  }),
  summary: z.string().optional(),
})

export const errorBodySchema = z.object({ code: z.string(), message: z.string().optional() })
