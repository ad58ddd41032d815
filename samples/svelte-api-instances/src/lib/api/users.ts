export class UserAPI {
    userId: string;
    constructor(userId: string) {
        this.userId = userId;
    }

    setActiveGroup = async (groupId: string) => {
        // @expect PUT /api/users/{userId}/groups/active
        return await fetch(`/api/users/${this.userId}/groups/active`, {
            method: "PUT",
            body: JSON.stringify({ groupId })
        });
    };
}

export interface SearchOptions {
    excludedUserIds?: string[];
}

export const searchUsers = async (name: string, options?: SearchOptions) => {
    const params = new URLSearchParams();
    params.append("name", name);
    // one parameter holding the ids joined by ",", which the server splits
    if (options?.excludedUserIds) params.append("excludedUserIds", options.excludedUserIds.join(","));
    // @expect GET /api/users
    return await fetch(`/api/users?${params.toString()}`);
};
