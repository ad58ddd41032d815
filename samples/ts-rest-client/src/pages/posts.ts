import { client, rq, tsr } from '../api/client';

export async function loadPost(id: string) {
    // @expect GET /api/v1/posts/{id}
    const res = await client.posts.getPost({ params: { id }, query: { expand: 'author' } });
    return res.body;
}

export async function createPost(title: string, content: string) {
    // @expect POST /api/v1/posts
    return client.posts.createPost({ body: { title, content, status: 'draft' } });
}

export async function uploadCover(id: string, cover: File) {
    // @expect POST /api/v1/posts/{id}/cover
    return client.posts.uploadCover({ params: { id }, body: { cover } });
}

export function checkHealth() {
    // @expect GET /api/v1/health
    return rq.health.query();
}

export function useTags(page: number) {
    // @expect GET /api/v1/tags
    return tsr.listTags.useQuery({ queryKey: ['tags', page], queryData: { query: { page } } });
}

export function useRename(id: string) {
    const { mutate } = tsr.posts.updatePost.useMutation();
    // @expect PATCH /api/v1/posts/{id}
    return (title: string) => mutate({ params: { id }, body: { title } });
}

export function usePost(id: string) {
    // @expect GET /api/v1/posts/{id}
    return rq.posts.getPost.useQuery(['post', id], { params: { id } });
}

export function archive(id: string) {
    // a route the contract does not show: reviewed, not a request
    // @expect-none
    return client.posts.archivePost({ params: { id } });
}
