import { Injectable, inject } from '@angular/core'
import { CookieService } from 'ngy-cookie'

// Cookie reads and writes: a key-value store of the browser, never a request.
@Injectable({ providedIn: 'root' })
export class BackupService {
  private readonly cookieService = inject(CookieService)

  snapshot () {
    return {
      // @expect-none
      language: this.cookieService.get('language'),
      // @expect-none
      continueCode: this.cookieService.get('continueCode/v2')
    }
  }

  restore (language: string) {
    const expires = new Date()
    expires.setFullYear(expires.getFullYear() + 1)
    // @expect-none
    this.cookieService.put('language/selected', language, { expires })
  }
}
