export default defineEventHandler(async () => {
  return useDatabase().clients.list();
});
