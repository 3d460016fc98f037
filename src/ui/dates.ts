const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** '3 Mar 2025' from an ISO date; the input itself when it is no date. */
export const formatDate = (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : dateFormat.format(new Date(iso)));

/** '3 Mar 2025, 14:05' in the browser's time zone. */
export const formatDateTime = (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : dateTimeFormat.format(new Date(iso)));
