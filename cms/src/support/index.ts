/** Support: reports of wrong facts from the about page; their entries in the support inbox. */
export * from './factReportInput'
export * from './factReports'
