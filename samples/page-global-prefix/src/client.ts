import {Utils} from './utils'

export interface Board {
    id: string
    title: string
}

class BoardClient {
    readonly serverUrl: string | undefined

    constructor(serverUrl?: string) {
        this.serverUrl = serverUrl
    }

    // a function rather than a constant: the page sets window.baseURL after the client is made
    private getBaseURL(): string {
        return (this.serverUrl || Utils.getBaseURL(true)).replace(/\/$/, '')
    }

    async getBoard(boardId: string): Promise<Board> {
        // @expect GET /api/v2/boards/{boardId}
        const response = await fetch(this.getBaseURL() + `/api/v2/boards/${boardId}`)
        return response.json()
    }

    async deleteBoard(boardId: string): Promise<Response> {
        // @expect DELETE /api/v2/boards/{boardId}
        return fetch(this.getBaseURL() + `/api/v2/boards/${boardId}`, {method: 'DELETE'})
    }

    async teamBoards(team: string): Promise<Board[]> {
        // a segment every caller fills stays a path parameter
        // @expect GET /{team}/api/v2/boards
        const response = await fetch(window.location.origin + '/' + team + '/api/v2/boards')
        return response.json()
    }
}

const client = new BoardClient()
export default client
