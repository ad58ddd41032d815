import { api, type CreateProjectBody } from '@/api';

export async function fetchProjects(organization: string, page: number) {
    // @expect GET /api/v1/organizations/{organization}/projects
    return api.getProjects({ params: { organization }, queries: { page, archived: 'false' } });
}

export async function createProject(organization: string, project: CreateProjectBody) {
    // @expect POST /api/v1/organizations/{organization}/projects
    return api.createProject(project, { params: { organization } });
}

export async function renameProject(organization: string, project: string, name: string) {
    // @expect PUT /api/v1/organizations/{organization}/projects/{project}
    return api.updateProject({ name }, { params: { organization, project } });
}

export async function deleteProject(organization: string, project: string) {
    // @expect DELETE /api/v1/organizations/{organization}/projects/{project}
    return api.deleteProject(undefined, { params: { organization, project } });
}

export async function importFile(organization: string, file: File) {
    const form = new FormData();
    form.append('file', file);
    // @expect POST /api/v1/organizations/{organization}/import
    return api.importData(form, { params: { organization } });
}
