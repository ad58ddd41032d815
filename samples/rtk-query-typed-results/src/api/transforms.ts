export function keyedBy<T>(key: keyof T) {
  return (list: T[]): Record<string, T> => {
    const out: Record<string, T> = {};
    list.forEach((entry) => {
      out[String(entry[key])] = entry;
    });
    return out;
  };
}
