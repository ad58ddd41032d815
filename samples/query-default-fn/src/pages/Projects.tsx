import { useQuery } from "@tanstack/react-query";
import axios from "axios";

export default function Projects({ page, id }: { page: number; id?: string }) {
  // @expect GET /api/projects
  const projects = useQuery({ queryKey: ["projects", { page, per_page: 20 }] });
  // @expect GET /api/projects/{id}
  const project = useQuery({ queryKey: [`projects/${id}`], enabled: !!id });
  const me = useQuery({
    queryKey: ["me"],
    // a query with its own function: the default one is not called for it
    // @expect GET /api/session
    queryFn: () => axios.get("/api/session").then((res) => res.data),
  });
  return <p>{[projects.data, project.data, me.data].length}</p>;
}
