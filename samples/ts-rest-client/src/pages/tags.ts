import { initClient } from '@ts-rest/core';
import { tagsContract } from '../api/tags';

const tags = initClient(tagsContract, { baseUrl: '' });

export function listLabels(page, sort) {
    // @expect GET /api/v2/labels
    return tags.list({ query: { page, sort } });
}

export function createLabel(input: any) {
    // @expect POST /api/v2/labels
    return tags.create({ body: input });
}

export function renameLabel(labelId, name: string) {
    // @expect PATCH /api/v2/labels/{labelId}
    return tags.rename({ params: { labelId }, body: { name } });
}

export function pinLabel(labelId, settings) {
    // @expect PUT /api/v2/labels/{labelId}/pin
    return tags.pin({ params: { labelId }, body: settings });
}
