import { ZodiosHooks } from '@zodios/react';
import { api } from '@/api/openapi.json.client';

const hooks = new ZodiosHooks('projects', api);

export function useProjectList(organization: string) {
    // @expect GET /api/v1/organizations/{organization}/projects
    return hooks.useGetProjects({ params: { organization } });
}

export function useProjectPages(organization: string) {
    // @expect GET /api/v1/organizations/{organization}/projects
    return hooks.useInfiniteQuery('/v1/organizations/:organization/projects', {
        params: { organization },
    });
}

export function useCreateProject(organization: string) {
    const { mutate } = hooks.useCreateProject({ params: { organization } });
    return (name: string, color: string) =>
        // @expect POST /api/v1/organizations/{organization}/projects
        mutate({ name, color, visibility: 'private' });
}

export function useRemoveProject(organization: string, project: string) {
    const removal = hooks.useMutation('delete', '/v1/organizations/:organization/projects/:project', {
        params: { organization, project },
    });
    // @expect DELETE /api/v1/organizations/{organization}/projects/{project}
    return () => removal.mutateAsync(undefined);
}
