import { defineIdRequest } from "../stores/defineRequest";

export interface Problem {
  id: number;
  title: string;
}

// one definition: the list, or one problem when the caller gives its id
export const getProblem = defineIdRequest<{ id?: number; params?: { page: number } }, Problem>({
  url: "/api/problems",
  method: "get"
});
