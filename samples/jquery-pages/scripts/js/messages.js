// A page loads this script (messages.php); it names no browser global of its own.
function initMessages(table) {
  table.DataTable({
    // @expect GET /api/info/messages
    ajax: { url: "/api/info/messages", dataSrc: "messages" },
  });
}

initMessages($("#messagesTable"));
