import { initClient } from '@ts-rest/core';
import { tagsContract } from '../api/tags';

const tags = initClient(tagsContract, { baseUrl: '' });

export function listTags(page, sort) {
    // @expect GET /api/v2/tags
    return tags.list({ query: { page, sort } });
}

export function createTag(input: any) {
    // @expect POST /api/v2/tags
    return tags.create({ body: input });
}

export function renameTag(tagId, name: string) {
    // @expect PATCH /api/v2/tags/{tagId}
    return tags.rename({ params: { tagId }, body: { name } });
}
