import client from './client'

export async function openBoard(boardId: string) {
    return client.getBoard(boardId)
}

export async function removeBoard(boardId: string) {
    return client.deleteBoard(boardId)
}

export async function listTeamBoards(team: string) {
    return client.teamBoards(team)
}
