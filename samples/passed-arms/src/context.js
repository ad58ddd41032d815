import $ from 'jquery';

// Reads the stored entries of a node, then each entry on demand.
function refreshEntry(section, baseUrl, id) {
  $.getJSON(baseUrl, function(data) {
    Object.keys(data).forEach(function(k) {
      section.on('refresh', function() {
        // @expect GET /context/node/{id}/{k}
        $.getJSON(baseUrl + "/" + encodeURIComponent(k) + "?store=" + data[k].store, function(entry) {
          section.show(id, entry);
        });
      });
    });
  });
}

// Asks for the entries only when it is given a node's id.
function updateEntry(section, baseUrl, id) {
  if (id) {
    refreshEntry(section, baseUrl, id);
  } else {
    section.empty();
  }
}

export function updateNode(section, node) {
  if (node) {
    // @expect GET /context/node/{id}
    updateEntry(section, 'context/node/' + node.id, node.id);
  } else {
    updateEntry(section);
  }
}
