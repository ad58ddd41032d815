import {createApi, fetchBaseQuery} from "@reduxjs/toolkit/query/react"
import type {NewTask, Task, TaskUpdate} from "../types"

interface ListArgs {
  page: number
  status?: "open" | "done"
}

type TagsArgs = {
  id: string
  tags: string[]
}

export const tasksApi = createApi({
  reducerPath: "tasks",
  baseQuery: fetchBaseQuery({baseUrl: "/api"}),
  endpoints: builder => ({
    // @expect GET /api/tasks/
    listTasks: builder.query<Task[], ListArgs>({
      query: args => ({url: "/tasks/", params: args})
    }),
    // @expect POST /api/tasks/
    addTask: builder.mutation<Task, NewTask>({
      query: task => ({url: "/tasks/", method: "POST", body: task})
    }),
    // @expect PATCH /api/tasks/{id}
    editTask: builder.mutation<Task, TaskUpdate>({
      query: ({id, ...rest}) => ({url: `/tasks/${id}`, method: "PATCH", body: rest})
    }),
    // @expect POST /api/tasks/{id}/copies
    copyTask: builder.mutation<Task, TaskUpdate>({
      query(arg) {
        return {url: `/tasks/${arg.id}/copies`, method: "POST", body: {...arg, copy: true}}
      }
    }),
    // @expect PUT /api/tasks/{id}/tags
    setTaskTags: builder.mutation<Task, TagsArgs>({
      query: arg => ({url: `/tasks/${arg.id}/tags`, method: "PUT", body: arg.tags})
    }),
    // @expect POST /api/tasks/{id}/archive
    archiveTask: builder.mutation<void, string>({
      query: id => ({url: `/tasks/${id}/archive`, method: "POST"})
    }),
    // @expect GET /api/tasks/count
    countTasks: builder.query<number, void>({
      query: () => "/tasks/count"
    })
  })
})

export const {
  useListTasksQuery,
  useAddTaskMutation,
  useEditTaskMutation,
  useCopyTaskMutation,
  useSetTaskTagsMutation,
  useArchiveTaskMutation,
  useCountTasksQuery
} = tasksApi
