// Per-resource API classes kept in Svelte 5 runes (const groupAPI = $derived(new GroupAPI(id))):
// each component's instance calls some methods only.
export class GroupAPI {
    groupId: string;
    constructor(groupId: string) {
        this.groupId = groupId;
    }

    _makeRequest = async (method: string, path = "") => {
        return await fetch(`/api/groups/${this.groupId}${path}`, { method });
    };

    addMember = async (userId: string) => {
        // @expect PUT /api/groups/{groupId}/users/{userId}
        return await this._makeRequest("PUT", `/users/${userId}`);
    };

    removeMember = async (userId: string) => {
        // @expect DELETE /api/groups/{groupId}/users/{userId}
        return await this._makeRequest("DELETE", `/users/${userId}`);
    };

    // nothing calls isManager: a component's group.isManager reads a flag of its own data
    isManager = async (userId: string) => {
        // @expect-none (never called: GET /api/groups/{groupId}/users/{userId} is no Tool)
        return await this._makeRequest("GET", `/users/${userId}`).then((r) => r.json());
    };
}
