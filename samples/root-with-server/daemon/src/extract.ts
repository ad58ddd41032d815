// the daemon's own requests to other services: backend code
export async function fetchRepo(url: string) {
  const [owner, repo] = new URL(url).pathname.split('/').slice(1, 3);
  // @expect-none
  const meta = await fetch(`https://api.github.com/repos/${owner}/${repo}`);
  // @expect-none
  const readme = await fetch(`https://api.github.com/repos/${owner}/${repo}/readme`);
  // @expect-none
  const issues = await fetch(`https://api.github.com/repos/${owner}/${repo}/issues`);
  return { meta: await meta.json(), readme: await readme.json(), issues: await issues.json() };
}
