/*! quick-send v1.0.3 | MIT */
!function(e){"function"==typeof define&&define.amd?define(["jquery"],e):"object"==typeof module&&module.exports?module.exports=function(t,r){return e(r||require("jquery")),r}:e(jQuery)}(function(t){"use strict";function q0(e,t){var n=e.data||{};return t.extend({},n,{k0:e.url})};function q1(e,t){var n=e.data||{};return t.extend({},n,{k1:e.url})};function q2(e,t){var n=e.data||{};return t.extend({},n,{k2:e.url})};function q3(e,t){var n=e.data||{};return t.extend({},n,{k3:e.url})};function q4(e,t){var n=e.data||{};return t.extend({},n,{k4:e.url})};function q5(e,t){var n=e.data||{};return t.extend({},n,{k5:e.url})};function q6(e,t){var n=e.data||{};return t.extend({},n,{k6:e.url})};function q7(e,t){var n=e.data||{};return t.extend({},n,{k7:e.url})};function q8(e,t){var n=e.data||{};return t.extend({},n,{k8:e.url})};function q9(e,t){var n=e.data||{};return t.extend({},n,{k9:e.url})};function q10(e,t){var n=e.data||{};return t.extend({},n,{k10:e.url})};function q11(e,t){var n=e.data||{};return t.extend({},n,{k11:e.url})};function q12(e,t){var n=e.data||{};return t.extend({},n,{k12:e.url})};function q13(e,t){var n=e.data||{};return t.extend({},n,{k13:e.url})};function q14(e,t){var n=e.data||{};return t.extend({},n,{k14:e.url})};function q15(e,t){var n=e.data||{};return t.extend({},n,{k15:e.url})};function q16(e,t){var n=e.data||{};return t.extend({},n,{k16:e.url})};function q17(e,t){var n=e.data||{};return t.extend({},n,{k17:e.url})};function q18(e,t){var n=e.data||{};return t.extend({},n,{k18:e.url})};function q19(e,t){var n=e.data||{};return t.extend({},n,{k19:e.url})};function q20(e,t){var n=e.data||{};return t.extend({},n,{k20:e.url})};function q21(e,t){var n=e.data||{};return t.extend({},n,{k21:e.url})};function q22(e,t){var n=e.data||{};return t.extend({},n,{k22:e.url})};function q23(e,t){var n=e.data||{};return t.extend({},n,{k23:e.url})};function q24(e,t){var n=e.data||{};return t.extend({},n,{k24:e.url})};function q25(e,t){var n=e.data||{};return t.extend({},n,{k25:e.url})};function q26(e,t){var n=e.data||{};return t.extend({},n,{k26:e.url})};function q27(e,t){var n=e.data||{};return t.extend({},n,{k27:e.url})};function q28(e,t){var n=e.data||{};return t.extend({},n,{k28:e.url})};function q29(e,t){var n=e.data||{};return t.extend({},n,{k29:e.url})};function q30(e,t){var n=e.data||{};return t.extend({},n,{k30:e.url})};function q31(e,t){var n=e.data||{};return t.extend({},n,{k31:e.url})};function q32(e,t){var n=e.data||{};return t.extend({},n,{k32:e.url})};function q33(e,t){var n=e.data||{};return t.extend({},n,{k33:e.url})};function q34(e,t){var n=e.data||{};return t.extend({},n,{k34:e.url})};function q35(e,t){var n=e.data||{};return t.extend({},n,{k35:e.url})};function q36(e,t){var n=e.data||{};return t.extend({},n,{k36:e.url})};function q37(e,t){var n=e.data||{};return t.extend({},n,{k37:e.url})};function q38(e,t){var n=e.data||{};return t.extend({},n,{k38:e.url})};function q39(e,t){var n=e.data||{};return t.extend({},n,{k39:e.url})};function q40(e,t){var n=e.data||{};return t.extend({},n,{k40:e.url})};function q41(e,t){var n=e.data||{};return t.extend({},n,{k41:e.url})};function q42(e,t){var n=e.data||{};return t.extend({},n,{k42:e.url})};function q43(e,t){var n=e.data||{};return t.extend({},n,{k43:e.url})};function q44(e,t){var n=e.data||{};return t.extend({},n,{k44:e.url})};function q45(e,t){var n=e.data||{};return t.extend({},n,{k45:e.url})};function q46(e,t){var n=e.data||{};return t.extend({},n,{k46:e.url})};function q47(e,t){var n=e.data||{};return t.extend({},n,{k47:e.url})};function q48(e,t){var n=e.data||{};return t.extend({},n,{k48:e.url})};function q49(e,t){var n=e.data||{};return t.extend({},n,{k49:e.url})};function q50(e,t){var n=e.data||{};return t.extend({},n,{k50:e.url})};function q51(e,t){var n=e.data||{};return t.extend({},n,{k51:e.url})};function q52(e,t){var n=e.data||{};return t.extend({},n,{k52:e.url})};function q53(e,t){var n=e.data||{};return t.extend({},n,{k53:e.url})};function q54(e,t){var n=e.data||{};return t.extend({},n,{k54:e.url})};function q55(e,t){var n=e.data||{};return t.extend({},n,{k55:e.url})};function q56(e,t){var n=e.data||{};return t.extend({},n,{k56:e.url})};function q57(e,t){var n=e.data||{};return t.extend({},n,{k57:e.url})};function q58(e,t){var n=e.data||{};return t.extend({},n,{k58:e.url})};function q59(e,t){var n=e.data||{};return t.extend({},n,{k59:e.url})};function q60(e,t){var n=e.data||{};return t.extend({},n,{k60:e.url})};function q61(e,t){var n=e.data||{};return t.extend({},n,{k61:e.url})};function q62(e,t){var n=e.data||{};return t.extend({},n,{k62:e.url})};function q63(e,t){var n=e.data||{};return t.extend({},n,{k63:e.url})};function q64(e,t){var n=e.data||{};return t.extend({},n,{k64:e.url})};function q65(e,t){var n=e.data||{};return t.extend({},n,{k65:e.url})};function q66(e,t){var n=e.data||{};return t.extend({},n,{k66:e.url})};function q67(e,t){var n=e.data||{};return t.extend({},n,{k67:e.url})};function q68(e,t){var n=e.data||{};return t.extend({},n,{k68:e.url})};function q69(e,t){var n=e.data||{};return t.extend({},n,{k69:e.url})};function q70(e,t){var n=e.data||{};return t.extend({},n,{k70:e.url})};function q71(e,t){var n=e.data||{};return t.extend({},n,{k71:e.url})};function q72(e,t){var n=e.data||{};return t.extend({},n,{k72:e.url})};function q73(e,t){var n=e.data||{};return t.extend({},n,{k73:e.url})};function q74(e,t){var n=e.data||{};return t.extend({},n,{k74:e.url})};function q75(e,t){var n=e.data||{};return t.extend({},n,{k75:e.url})};function q76(e,t){var n=e.data||{};return t.extend({},n,{k76:e.url})};function q77(e,t){var n=e.data||{};return t.extend({},n,{k77:e.url})};function q78(e,t){var n=e.data||{};return t.extend({},n,{k78:e.url})};function q79(e,t){var n=e.data||{};return t.extend({},n,{k79:e.url})};function q80(e,t){var n=e.data||{};return t.extend({},n,{k80:e.url})};function q81(e,t){var n=e.data||{};return t.extend({},n,{k81:e.url})};function q82(e,t){var n=e.data||{};return t.extend({},n,{k82:e.url})};function q83(e,t){var n=e.data||{};return t.extend({},n,{k83:e.url})};function q84(e,t){var n=e.data||{};return t.extend({},n,{k84:e.url})};function q85(e,t){var n=e.data||{};return t.extend({},n,{k85:e.url})};function q86(e,t){var n=e.data||{};return t.extend({},n,{k86:e.url})};function q87(e,t){var n=e.data||{};return t.extend({},n,{k87:e.url})};function q88(e,t){var n=e.data||{};return t.extend({},n,{k88:e.url})};function q89(e,t){var n=e.data||{};return t.extend({},n,{k89:e.url})};t.fn.quickSend=function(e){var n=t.extend({type:"GET"},e);return t.ajax(n),this}});

// Settings pages of the app: its own code, below a plugin pasted on one line.
var folderBrowser = {
    dialog: null,
    currentPath: '',

    // Show the folders under a path
    browse: function (path, showFiles) {
        var self = this;
        var params = { name: path };
        if (showFiles) {
            params.show_files = '1';
        }
        self.currentPath = path;
        // @expect GET /api/browse
        $.getJSON('/api/browse', params, function (data) {
            self.render(data.paths);
        });
    },

    // Draw the list of folders
    render: function (paths) {
        var list = $('<div class="list-group">');
        $.each(paths, function (i, entry) {
            var link = $('<a class="list-group-item">').text(entry.name);
            link.on('click', function () {
                folderBrowser.browse(entry.path, false);
            });
            list.append(link);
        });
        $('#browser').empty().append(list);
    }
};

// Save the general settings in one request
function saveSettings() {
    // @expect POST /api/config/save
    $('#settings').ajaxForm({ url: '/api/config/save', type: 'POST',
        data: { section: 'general' },
        success: function () {
            $('#saved').show();
        }
    });
}

// Every other settings form posts to its own action attribute
function saveEveryForm() {
    $('.fullform').ajaxForm({
        dataType: 'json',
        success: function () {
            $('.saved-note').show();
        }
    });
}

function label0(value) {
    return 'item 0: ' + value;
}

function label1(value) {
    return 'item 1: ' + value;
}

function label2(value) {
    return 'item 2: ' + value;
}

function label3(value) {
    return 'item 3: ' + value;
}

function label4(value) {
    return 'item 4: ' + value;
}

function label5(value) {
    return 'item 5: ' + value;
}

function label6(value) {
    return 'item 6: ' + value;
}

function label7(value) {
    return 'item 7: ' + value;
}

function label8(value) {
    return 'item 8: ' + value;
}

function label9(value) {
    return 'item 9: ' + value;
}

function label10(value) {
    return 'item 10: ' + value;
}

function label11(value) {
    return 'item 11: ' + value;
}

function label12(value) {
    return 'item 12: ' + value;
}

function label13(value) {
    return 'item 13: ' + value;
}

function label14(value) {
    return 'item 14: ' + value;
}

function label15(value) {
    return 'item 15: ' + value;
}

function label16(value) {
    return 'item 16: ' + value;
}

function label17(value) {
    return 'item 17: ' + value;
}

function label18(value) {
    return 'item 18: ' + value;
}

function label19(value) {
    return 'item 19: ' + value;
}

function label20(value) {
    return 'item 20: ' + value;
}

function label21(value) {
    return 'item 21: ' + value;
}

function label22(value) {
    return 'item 22: ' + value;
}

function label23(value) {
    return 'item 23: ' + value;
}

function label24(value) {
    return 'item 24: ' + value;
}

function label25(value) {
    return 'item 25: ' + value;
}

function label26(value) {
    return 'item 26: ' + value;
}

function label27(value) {
    return 'item 27: ' + value;
}

function label28(value) {
    return 'item 28: ' + value;
}

function label29(value) {
    return 'item 29: ' + value;
}

$(function () {
    saveSettings();
    saveEveryForm();
    $('#browse').on('click', function () {
        folderBrowser.browse($('#path').val(), $('#files').is(':checked'));
    });
});
