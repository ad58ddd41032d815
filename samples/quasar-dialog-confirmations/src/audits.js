import { Dialog, useQuasar } from 'quasar';
import api from './api';

export default {
  methods: {
    // a cancel beside the OK: the onOk callback runs only on a yes
    deleteAllVulnerabilities() {
      Dialog.create({
        title: 'Delete all vulnerabilities',
        message: 'All vulnerabilities will be deleted.',
        ok: { label: 'Confirm', color: 'negative' },
        cancel: { label: 'Cancel', color: 'white' },
      }).onOk(() => {
        api.deleteAll().then(() => this.notify('deleted'));
      });
    },

    confirmDeleteAudit(audit) {
      Dialog.create({
        title: 'Confirm Suppression',
        message: `Audit ${audit.name} will be permanently deleted`,
        ok: 'Confirm',
        cancel: true,
      }).onOk(() => this.deleteAudit(audit._id));
    },

    deleteAudit(id) {
      api.deleteAudit(id);
    },

    // the Options API's this.$q
    revertToDefaults() {
      this.$q.dialog({
        title: 'Revert the settings?',
        cancel: true,
        persistent: true,
      }).onOk(async () => {
        await api.revertSettings();
      });
    },

    // a prompt: a form asking for a value, no confirmation
    renameAudit(audit) {
      this.$q.dialog({
        title: 'Rename',
        message: 'New name of the audit',
        prompt: { model: audit.name, type: 'text' },
        cancel: true,
      }).onOk((name) => {
        api.renameAudit(audit._id, name);
      });
    },

    // a notice: an OK only, its onOk runs on every close
    archiveAudit(audit) {
      Dialog.create({
        title: 'Archiving',
        message: 'The audit is archived when you close this notice.',
      }).onOk(() => {
        api.archiveAudit(audit._id);
      });
    },
  },
};

// the Composition API's useQuasar()
export function usePublish() {
  const $q = useQuasar();
  return (audit) => {
    $q.dialog({ title: 'Publish', message: 'Publish this audit?', cancel: true })
      .onOk(() => api.publishAudit(audit._id));
  };
}
