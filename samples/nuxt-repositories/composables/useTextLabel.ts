import { reactive } from '@nuxtjs/composition-api'

export const useTextLabel = (repository: any, projectId: string) => {
  const state = reactive({ labels: [] as object[] })

  const list = async (exampleId: number) => {
    state.labels = await repository.list(projectId, exampleId)
  }

  const add = async (exampleId: number, text: string) => {
    // @expect POST /v1/projects/{projectId}/examples/{exampleId}/texts
    await repository.create(projectId, exampleId, { text })
    await list(exampleId)
  }

  return { state, list, add }
}
