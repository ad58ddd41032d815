// A media manager's pickers: jQuery UI autocomplete widgets ask the server for suggestions as
// the user types; a task list completes tasks with a GET.
import $ from "jquery";
import "jquery-ui/ui/widgets/autocomplete";

// Kind: the source of an autocomplete widget reads suggestions, whatever its path's last word
// says ('complete' here names the completions, not an action).
export function folderPicker(field, includeFiles) {
  $(field).autocomplete({
    minLength: 1,
    source(request, response) {
      request.includeFiles = Number(includeFiles);
      // @expect GET /browser/complete
      $.ajax({ url: 'browser/complete', data: request, dataType: 'json' }).done(data => {
        response(data);
      });
    }
  });
}

// (the duplicates a merge dialog offers for what the user types)
export function duplicatePicker(field) {
  $(field).autocomplete({
    source: function (request, response) {
      // @expect GET /people/merge
      $.getJSON('people/merge', { term: request.term }, response);
    }
  });
}

// Trap: the same word on a GET a button makes is that action (a reviewed update).
export function completeTask(id) {
  // @expect GET /tasks/{id}/complete
  return $.get('tasks/' + id + '/complete');
}

$('#done').on('click', function () { completeTask($(this).data('id')); });
