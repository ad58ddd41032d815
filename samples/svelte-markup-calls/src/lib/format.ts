export function formatConfidence(value: number): string {
  return `${Math.round(value * 100)}%`;
}
