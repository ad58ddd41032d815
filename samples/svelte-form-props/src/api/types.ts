export interface RoleRequest {
    role: string;
    description?: string;
}

export interface GroupRequest {
    group: string;
}
