import UserService from '../services/user';
import AuditService from '../services/audit';

export default {
  data() {
    return { username: '', password: '', totpToken: '', audits: [] };
  },
  methods: {
    login() {
      UserService.getToken(this.username, this.password, this.totpToken)
        .then(() => AuditService.getAudits())
        .then(res => { this.audits = res.data; });
    },
    firstUser() {
      UserService.initUser(this.username, 'First', 'User', this.password);
    },
    remove(id) {
      AuditService.deleteAudit(id);
    },
    profile() {
      UserService.getProfile();
      UserService.changeDisplayName('Ada');
    }
  }
};
