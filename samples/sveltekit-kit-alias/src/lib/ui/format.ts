export function excerpt(text: string, size = 80): string {
  return text.length > size ? `${text.slice(0, size)}…` : text;
}
