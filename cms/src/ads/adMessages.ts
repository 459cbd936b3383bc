/** SPEC §5 Advertising messages, the ones the /advertise page shows beside its fields. */
export const adMessages = {
  tool: 'If the tool cannot be found, please submit it first',
  email: 'Please enter a valid email address',
  position: 'Please select a promotion position',
} as const
