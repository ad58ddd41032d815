import { membersApi } from '../api/members';

export async function updateMember(organization, member, body: any, notify) {
    // @expect PUT /api/v1/organizations/{organization}/members/{member}
    return membersApi.updateMember(body, { params: { organization, member }, queries: { notify } });
}
