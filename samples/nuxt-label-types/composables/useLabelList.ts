import { reactive } from '@nuxtjs/composition-api'

export const useLabelList = (service: any) => {
  const state = reactive({ labels: [] as object[] })

  const getLabelList = async (projectId: string) => {
    state.labels = await service.list(projectId)
  }

  return { state, getLabelList }
}
