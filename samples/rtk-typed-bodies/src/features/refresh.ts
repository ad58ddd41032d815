import {tasksApi} from "./api"

// Refreshes the task count outside React: the endpoint is used without its hook.
export const refreshCount = (dispatch: (action: unknown) => void) =>
  dispatch(tasksApi.endpoints.countTasks.initiate(undefined, {forceRefetch: true}))
