/** The payment statuses by id (product §3 and 4). */
export const paymentStatuses = {
  '1': 'Pending',
  '2': 'Submitted',
  '3': 'Approved',
  '4': 'Invalid invoice',
  '5': 'Paused',
  '6': 'Failed',
  '7': 'Cancelled',
  '8': 'Awaiting account approval',
};
