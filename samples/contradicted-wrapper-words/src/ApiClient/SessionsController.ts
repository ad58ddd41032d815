import axios from "axios";

export default class SessionsController {
    private apiBaseUrl: string = "api/Sessions";

    public async delete(id: string): Promise<void> {
        // @expect DELETE /api/Sessions/{id}
        return (await axios.delete(`${this.apiBaseUrl}/${encodeURIComponent(id)}`)).data as void;
    }

    public async deleteAll(): Promise<void> {
        // @expect DELETE /api/Sessions/*
        return (await axios.delete(`${this.apiBaseUrl}/*`)).data as void;
    }

    // A settings document replaced whole: a PUT its words do not say adds
    public async saveSettings(settings: { keepDays: number }): Promise<void> {
        // @expect PUT /api/Sessions/settings
        return (await axios.put(`${this.apiBaseUrl}/settings`, settings)).data as void;
    }
}
