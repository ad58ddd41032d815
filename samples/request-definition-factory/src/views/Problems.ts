import { getProblem } from "../services/problems";

export async function listProblems(page: number) {
  const { execute } = getProblem();
  // @expect GET /api/problems
  return execute({ params: { page } });
}

export async function showProblem(id: number) {
  const { execute } = getProblem();
  // @expect GET /api/problems/{id}
  return execute({ id });
}
