/** How long a submission has waited, in the largest whole unit: "12 min", "5 h", "3 days". */
export function waitedFor(submittedAt: string, now: number) {
  const minutes = Math.max(0, Math.floor((now - Date.parse(submittedAt)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}
