export async function loadRuntimeConfig() {
  // @expect-none
  const response = await fetch('/config.json');
  return response.json();
}
