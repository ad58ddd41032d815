// A classic script: its functions are the page's globals, called from the markup of
// templates the page renders at run time.
function confirmJobAction(id, name, action, askValue, defaultValue, valueText) {
    var opts = {
        type: 'POST',
        url: '/api/v1/jobs/' + id + '/' + action
    };
    if (askValue) {
        var value = prompt('Do you really want to ' + action + ' job "' + name + '"? ' +
                           'If yes, specify ' + valueText + ':', defaultValue);
        if (value != null && value !== "" && ensureInt(value)) {
            opts.url += '/' + value;
        } else {
            return false;
        }
    } else {
        if (typeof defaultValue !== 'undefined') {
            opts.url += '/' + defaultValue;
        }
        if (!confirm('Do you really want to ' + action + ' job "' + name + '"?')) {
            return false;
        }
    }
    $.ajax(opts).always(function () {
        window.location.reload();
    });
    return false;
}

function ensureInt(n) {
    return /^\d+$/.test(n);
}

function setQueueState(queue, state) {
    $.ajax({type: 'PUT', url: '/api/v1/queues/' + queue + '/' + state});
}

function retryTask(task, mode) {
    // @expect POST /api/v1/tasks/{task}/{mode}
    $.ajax({type: 'POST', url: '/api/v1/tasks/' + task + '/' + mode});
}

function runCommand(command) {
    $.ajax({type: 'POST', url: '/api/v1/commands/' + command});
}

function renderJob(job) {
    $.get('/templates/job-template.html', function (template) {
        $('#job').html(Mustache.render($(template).filter('#job-actions-template').html(), job));
    });
}
