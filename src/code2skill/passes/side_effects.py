"""Pass: the canonical side effect of a capability and its risks.

A side effect is claimed only when a named rule proves it (seed, "Side effects"):

* ``side-effect.method`` — ``GET``/``HEAD``/``OPTIONS`` read, ``PUT``/``PATCH`` update,
  ``DELETE`` deletes (RFC 9110 method semantics on a resource path).
* ``side-effect.get-action`` — a ``GET`` whose path ends in a segment naming an action
  (:func:`get_action`: ``/backups/{id}/apply``, ``/libraries/{id}/matchAll``, ``/logout``)
  takes that word's write effect (``apply`` updates, ``send`` creates, ``logout`` deletes),
  reviewed and never retried; an action word that proves no effect (``test``, ``match``,
  ``impersonate``) leaves it a read that is not retried (``policy.read-that-writes``).
  ``sign``/``unsign`` write only there (:data:`~.action_words.GET_ONLY_WRITES`: a ``POST
  /message/sign`` may merely compute a signature).
* ``side-effect.get-verb-phrase`` — (with ``side-effect.get-action``) a ``GET`` whose last
  segment is a verb phrase the plain word test misses (:func:`get_verb_phrase`: ``set``,
  ``clone``, ``copy``, ``reset``, ``mark`` alone or first, ``/admin/groups/set``,
  ``setOptions``; a write after ``force``/``temporary``, ``forceUpdateBlockLists``; the write
  after ``and``, ``downloadAndInstall``) is that write over ``GET``, cited in its review item.
* ``side-effect.variable-action`` — a ``GET`` with a path parameter naming an action
  (:func:`variable_action`: ``/apps/actions/{name}/{action}``) performs the action its
  caller chooses (``stop``, ``rm``, ``kill``): no proven read; taken as an update,
  guessed, so reviewed (:data:`GUESSED`) and never retried.
* ``side-effect.glued-action`` — (with the action rules) a last static segment of one
  lower-case word starting with an action verb glued to its noun (``POST /deletefaces``,
  ``/ajax/editbooks/{field}``, ``/ajax/deleterestriction/0/{userId}``) is that action
  (:func:`~.action_words.unglued`, :func:`glued_action`): ``side-effect.action-delete``,
  ``side-effect.action-update``.
* ``side-effect.rest-create`` — a ``POST`` to a collection (the path ends in a plural noun:
  ``/articles``, ``/articles/{slug}/comments``) creates a member of it.
* ``side-effect.whole-collection-post`` — (decided with the inputs, :func:`whole_collection`)
  a ``POST`` to a plural noun right after an item's parameter (``/topic/{topicId}/configs``,
  ``/group/{groupId}/offsets``) that sends a whole list (the body an array) or a map of that
  collection (a body field named by the plural, an object of unknown keys or an array:
  ``{configs: changedConfigs}``) may set the item's members rather than add one: the
  collection's create stays, guessed, so reviewed (:data:`GUESSED`).
* ``side-effect.measure-post`` — a ``POST`` whose path ends in a plural noun of a measure
  (:data:`MEASURE_NOUNS`: ``/api/v1/counts``, ``/totals``, ``/metrics``) names no resource
  it adds: it may read those measures for what it sends (the comment counts of a list of
  pages) or change them (a view counted), so no create is proven; the method's guess stays,
  reviewed (:data:`GUESSED`), never a read from the word alone.
* ``side-effect.settings-post`` — a ``POST`` whose path ends in a noun of one set of values
  (:data:`SETTINGS_NOUNS`: ``/api/settings``, ``/users/{id}/preferences``, ``/config``) writes
  over them: an update, guessed from the path's shape, so reviewed (:data:`GUESSED`), not a
  create of a member. A plural noun after a settings noun (``/settings/configs``) proves no
  collection either (:func:`under_settings`): the method's guess stays, reviewed.
* ``side-effect.attribute-post`` — a ``POST`` whose path ends in one noun naming an attribute
  of a single resource (:data:`ATTRIBUTE_NOUNS`: ``password``, ``email``, ``avatar``) right
  after what names that resource (:func:`attribute_post`: a parameter,
  ``/users/{id}/avatar``, or a singular noun that is no action word, version or ``api``,
  ``/current/user/password``) sets that attribute: an update, guessed from the path's shape,
  so reviewed (:data:`GUESSED`). After a plural (``/users/password``: a reset request) or
  an action (``/sign-in/email``), or on a sign-in path (``/auth/password``), it proves
  nothing.
* (with the action rules) a ``POST`` whose last static segment joins two actions with
  ``and`` takes the write after the last ``and`` (:func:`joined_write`:
  ``/search-and-execute-note`` runs what it found: a create, never a retried read).
* ``side-effect.rpc-read`` — a ``POST`` whose last static segment is a read word (``search``,
  ``query``, ``list``, ``lookup``, ``count``, ``validate`` …), starts with one that is no noun as
  well (``/search_users``) or ends with one (``/users/find-by-email``) only reads (field case
  FC-13). A read word that is a noun too, followed by more words (``/query_snippets``), or one
  after a past participle (``/saved-search``: a saved search, a resource noun), or one alone
  that names a thing a ``POST`` stores as well (:data:`STORED_NOUNS`: ``/filter``, ``/view``),
  or one that is a noun too followed by the parameter of the member it names
  (:func:`identified_noun`: ``/importupload/view/{id}``, ``/list/{listId}``) proves nothing:
  the method guess, reviewed. A noun never proves a read, only a verb of reading does.
* ``side-effect.action-update`` / ``action-delete`` / ``action-create`` — a ``POST`` to an
  action sub-resource takes the effect of its action phrase's first word, or its last when
  that is no noun as well (:mod:`.action_words`): ``/orders/{id}/cancel`` updates,
  ``/bulk_insert`` creates, ``/article/delete`` and ``/user/logout`` delete,
  ``/users/login`` (a session) and ``/reports/export`` (a job) create; a batch word before
  the action (``bulk``, ``batch``, ``mass``) is no part of it: ``/bulk-update-exchange-rate``
  updates.
  An action word followed by one path parameter, its argument, is that action too
  (:func:`~.setters.setter`: ``POST /node/{id}/rename/{name}`` updates).
  After an ``action``/``actions`` segment, the segment that follows names the action
  (:func:`~.naming.action_after_segment`: ``POST /action/flush/logs`` deletes, rule
  ``side-effect.action-delete``); one naming no known action (``/action/restartdns``) is
  never a collection a ``POST`` adds to: the method guess, reviewed.
* ``side-effect.value-setter`` — a ``POST`` whose path ends in a parameter that names no
  identifier right after a singular noun that is no action word (:mod:`.setters`:
  ``/loadpoints/{id}/mode/{mode}``, ``/battery/discharge/{value}``) sets that property: an
  update, but only the path's shape says so, so it is reviewed (:data:`GUESSED`).
* ``side-effect.rpc-action`` — an RPC-style ``POST /resource.action`` takes the effect of its
  action phrase's first word, or its last when the first is none (``documents.list`` reads,
  ``urls.unfurl`` reads, ``apiKeys.rotate_secret`` and ``users.notificationsSubscribe``
  update, ``auth.logout`` deletes, ``collections.add_user`` updates the membership); a custom
  method ``POST /resource:verbPhrase`` (AIP-136) alike (``clients:batchDelete`` deletes).
* ``side-effect.grpc-action`` — a gRPC-style ``POST /<package>.<Service>/<Method>`` (Connect,
  gRPC-web) takes the effect its method name gives as a path of its own (``AddRepo`` creates,
  ``RemoveRepo`` deletes), or, where that is only the method guess, the effect of its words
  as an RPC action (``ListSnapshots``, ``CheckRepoExists`` read).
* ``side-effect.rpc-participle`` / ``side-effect.rpc-plural`` — an RPC-style action after a
  dot that is one word, the past participle of an action word or a plural noun, lists things
  (``documents.archived``, ``collections.memberships``): a read. A phrase of several words
  ending in a plural (``x.fulfillOrders``, ``x.oldOrders``: a verb or an adjective before the
  noun?) and a custom method after ``:`` (``Maintenance::bulkScanFaces``, ``Maintenance::jobs``:
  always an action, AIP-136) prove no read: the method guess, reviewed.
* ``side-effect.verb-phrase-read`` — a ``POST`` whose last static segment is a procedure's
  name, a read verb written in camel case before its object (:func:`verb_phrase_read`:
  ``/network/listNodes``, ``/channels/listForwards``, ``/getRoute``, ``/decodePayReq``), only
  reads: a method name, not the noun compound a separated spelling may be (``/list_items``,
  above); the ``POST`` is noted in a low review item.
* ``side-effect.verb-method-disagree`` — (decided with the name,
  :func:`disagreement`) a ``POST`` whose last static segment is a read word that may as well
  make something (:data:`DISPUTED_READS`: ``/reports/{id}/download``, ``/mail/preview``,
  ``/templates/render``) is taken as the read its word says, but the method says it writes:
  the two disagree, so it is reviewed and never retried (``policy.read-that-writes``).
  (The query words of field case FC-13, ``search``/``query``/``list``/``lookup``, stay a
  proven read: ``side-effect.rpc-read``.) An action phrase ending in ``preview``
  (``/delete-notes-preview``) previews that action: a reviewed read, never the delete. Likewise a write whose method alone gives its effect
  while every naming wrapper's verb names another CRUD operation (:data:`NAMED_CRUD`,
  :func:`disputed_by`; else the verb of its last static path segment): ``PUT /comment``
  made by ``comments_create`` (a ``PUT`` that creates: not idempotent), ``POST
  /comment/{id}`` by ``comments_update``, ``PUT /trail/upload``; a ``POST`` to a plural
  collection (``side-effect.rest-create``) only by its wrappers' verb, never its path's
  (``updateWorkflow`` → ``POST /workflows``: an update the server's POST makes, reviewed;
  ``submitOrder`` → ``POST /orders`` keeps the create). It takes the wrapper's effect, claims
  no idempotency and is never retried; the review item names both readings. Never the
  reverse: a write named ``getX`` keeps its write. A ``GET`` made only by functions whose
  name says a delete, a send or a decision (:data:`GET_FUNCTION_WRITES`) of what the path names (:func:`get_write`: ``approveDeleteMe`` → ``GET
  /admin/deleteme``, ``deleteUser`` → ``GET /api/user/{id}``) is no proven read either: it
  takes that write (a delete when a delete word is there, keeping its ``destructive`` risk),
  reviewed with both readings, never retried.
* ``side-effect.check-path`` — a path whose last static segment ends in a word of checking
  (:data:`CHECK_ENDINGS`: ``GET /sys/duplicateCheck``, ``PUT /plugins/{type}/validate``)
  checks what the words before it name: a ``GET`` there is a read, never the write of another
  word (``duplicate``, :func:`get_action`); a ``POST``, ``PUT`` or ``PATCH`` there (decided
  with the name, :func:`disagreement`, :func:`check_path`) is taken as a read the method
  disputes, reviewed and never retried (``side-effect.verb-method-disagree``).
* ``side-effect.query-segment`` — (decided with the name, :func:`disagreement`) a ``POST``
  the path alone takes as a create whose last static segment qualifies a query word in the
  segment before it (:mod:`.query_segments`: ``/v1/search/fuzzy``, ``/search/users``) is
  taken as a read, reviewed and never retried: the path and the method disagree.
* ``side-effect.state-setter`` — a ``POST`` to a path ending in a past participle of an action
  word right after the item's parameter (``/checks/{code}/channels/{id}/enabled``,
  ``/posts/{id}/archived``) sets that state: an update (:func:`state_setter`).
* ``side-effect.paged-post`` — (decided with the name, :func:`disagreement`) a ``POST`` the
  path alone takes as a create (``side-effect.rest-create`` or the method guess) whose every
  call site sends a field naming the page to read (:data:`PAGE_POSITIONS`: ``{cursor,
  limit}``, ``{page, per_page}``: "load more"; a page size alone proves nothing) is
  taken as a read, reviewed and never retried: the method and the paging disagree.
* ``side-effect.create-or-update`` — (decided across endpoints in
  :mod:`code2skill.contract.build`) a ``POST`` to a member (``/tasks/{id}``) made by the call
  that also ``POST``s to the collection (``id ? `/${id}` : ''``) updates that member.
* ``side-effect.function-verb`` — (decided with the name, :mod:`code2skill.contract.build`) a
  ``POST`` no rule above proves, named by its wrapper function's action verb (``setAvatar`` →
  ``set_avatar``), takes that verb's effect.
* ``side-effect.ui-label`` — (decided in :mod:`code2skill.contract.build`) a guessed effect
  that the label of the control starting the call names (``ui_says``: a "Create feedback"
  button on a guessed create) is proven by that wording.
* ``side-effect.discriminator-value`` — (decided in :mod:`code2skill.contract.build`) a write
  whose call sites pin an action word in a field (``{action: 'empty'}``;
  :mod:`code2skill.passes.discriminator`) takes that word's effect (:func:`value_effect`).
* ``side-effect.method-guess`` — any other ``POST`` is taken as a create *guessed from the HTTP
  method*; ``side-effect.graphql-guess`` — a mutation whose name starts with no action word is
  taken as an update. Both are reviewed (:data:`GUESSED`) and keep the conservative policy.
* ``side-effect.method-unshown`` — a read whose method may be a value the source does not
  show is taken as an update guessed from the method it shows, reviewed.
* ``risk.destructive`` (overwrites) — a write that restores or imports a whole store of data
  (:func:`overwrite_risks`: ``POST /db/restore``, ``/config/import``) overwrites what it
  holds: ``destructive``.
* ``risk.*`` — ``destructive`` for deletes and destructive verbs (:data:`DESTRUCTIVE`:
  ``cancel``, ``revoke``, ``refund``, ``void`` …), ``financial``, ``publishing`` and
  ``external`` from the words of the path and the naming function (a noun such as
  ``notifications`` only as the collection a create adds to; a payment word glued to another,
  :func:`money_word`: ``cashapp``, ``alipay``); ``financial`` as well from an
  input naming money (:func:`money_risks`: ``paymentMode``, ``amount``, ``userApprovedUSD``,
  ``userBid``; a path's ``transfer`` alone moves no money), or a sum with where it goes or
  the fee it pays (:func:`transfer_inputs`: ``{satoshi, destination, feerate}``); ``destructive``
  as well for a write that stops or
  replaces the running system (:func:`system_risks`: ``/app/shutdown``,
  ``/control/update``), and for one that runs SQL, a script or a command on the server
  (:func:`execution_risks`: ``POST /sql/execute``, ``/scripts/run``); ``risk.destructive-ui`` —
  a write whose confirmation question or control label says it loses something
  (:func:`ui_destructive`: "This cannot be undone", a "Void" button).
"""
from __future__ import annotations

import re

from .action_words import (
    DELETE, EFFECTS, GET_ACTIONS, GET_EFFECTS, MODIFIER_WORDS, NOUN_LIKE, READ, action_phrase,
    effect_of_words, operation_words, unglued,
)
from .naming import (ACTION_VERBS, SKIP_SEGMENTS, action_after_segment, glued_segment,
                     grpc_method, grpc_parts, rpc_split, singular, words)
from .caller_words import MESSAGE_WORDS, caller_words
from . import checking_calls
from .setters import VALUE_SETTER, setter
from code2skill.query_operations import GUESS_RULE as QUERY_FIELD_GUESS

GET_ACTION = "side-effect.get-action"
GET_VERB_PHRASE = "side-effect.get-verb-phrase"
# action words that are nouns as well (a set, a clone, a copy, a reset, a mark) but, starting
# a GET's last path segment alone or before more words, name the write the request performs
# (``/admin/groups/set``, ``/zones/clone``, ``setOptions``, ``resetPassword``, ``markAsRead``)
GET_NOUN_VERBS = frozenset({"set", "reset", "clone", "copy", "mark"})
METHOD_GUESS, GRAPHQL_GUESS = "side-effect.method-guess", "side-effect.graphql-guess"
REST_CREATE = "side-effect.rest-create"
MUTATION_GUESS = "side-effect.mutation-guess"
METHOD_UNSHOWN = "side-effect.method-unshown"
STATE_SETTER = "side-effect.state-setter"
# plural nouns of one set of values a POST writes over, not of a collection it adds to
# (rule side-effect.settings-post)
SETTINGS_NOUNS = frozenset({"settings", "preferences", "prefs", "config", "configuration"})
SETTINGS_POST = "side-effect.settings-post"
# plural nouns of a measure, not of a collection a POST adds to (rule side-effect.measure-post)
MEASURE_NOUNS = frozenset({"counts", "totals", "sums", "averages", "metrics", "aggregates",
                           "tallies", "statistics", "analytics"})
MEASURE_POST = "side-effect.measure-post"
WHOLE_COLLECTION = "side-effect.whole-collection-post"      # POST /topic/{id}/configs {configs}
# (rule side-effect.variable-action)
VARIABLE_ACTION = "side-effect.variable-action"
ACTION_PARAMS = frozenset({"action", "command", "cmd", "operation", "verb"})
# (rule side-effect.attribute-post) one attribute of a single resource
ATTRIBUTE_NOUNS = frozenset({"password", "passphrase", "email", "avatar", "photo", "picture",
                             "username", "nickname", "phone", "locale", "language", "timezone",
                             "theme", "signature", "bio"})
ATTRIBUTE_POST = "side-effect.attribute-post"
GUESSED = frozenset({METHOD_GUESS, GRAPHQL_GUESS, MUTATION_GUESS, METHOD_UNSHOWN, VALUE_SETTER,
                     SETTINGS_POST, VARIABLE_ACTION, ATTRIBUTE_POST, QUERY_FIELD_GUESS,
                     MEASURE_POST, WHOLE_COLLECTION})
# call-site rules of calls their protocol declares writes (a tRPC mutation is a POST)
WRITE_PROTOCOL_RULES = ("trpc.mutation-post",)
READ_PROTOCOL_RULES = ("connect.no-side-effects",)   # a method its schema declares read-only
# verbs of operations that lose data, end something or cannot be undone (a refund moves money
# back, a void cancels a document for good)
DESTRUCTIVE = frozenset({"delete", "remove", "destroy", "cancel", "revoke", "archive", "purge",
                         "wipe", "erase", "drop", "terminate", "deactivate", "disable", "ban",
                         "block", "unpublish", "reset", "refund", "refunds", "void", "abort",
                         "expire", "invalidate", "kick", "evict", "discard", "truncate",
                         "overwrite", "uninstall", "unregister", "expunge", "clear", "empty",
                         "del", "flush", "cleanup", "prune"})
# verbs that end what a path addresses (``POST /channels/close``: a channel closed is settled
# for good) but that a function's name as often says of the page (``saveAndClose`` shuts a
# dialog): destructive only as a word of the path
PATH_DESTRUCTIVE = frozenset({"close"})
# words of a UI text saying an operation loses something for good
IRREVERSIBLE = frozenset({"undone", "undo", "irreversible", "permanently", "permanent"})
# words of a path or function that say money moves (a ``transfer`` alone may move bandwidth or
# files: ``/api/v2/transfer/setDownloadLimit``; a transfer of funds sends money fields, below)
FINANCIAL = frozenset({"pay", "payment", "payments", "charge", "charges", "refund", "refunds",
                       "checkout", "invoice", "invoices", "billing", "purchase", "order",
                       "orders", "payout", "wallet", "cart", "bid", "bids", "donate",
                       "donation", "donations", "topup", "paypal", "venmo"})
# (``withdraw`` and ``deposit`` move money at a bank, but as often take accounts out of a
# group, ``PATCH /twofaccounts/withdraw``, or put a document into an archive: no money word)
# a money word glued into one word with another (rule ``risk.financial``,
# :func:`money_word`): a payment brand or method ending in ``pay`` (``alipay``, ``gpay``,
# ``applepay``, ``repay``; a word with ``play`` or ``pay`` inside, ``display``, ``payload``,
# is none; ``spay`` neuters an animal) and a word starting with ``cash`` (``cashapp``,
# ``cashout``, ``cashback``; ``cache`` is spelled otherwise, ``cashmere`` is a wool)
GLUED_PAY, GLUED_CASH, NOT_MONEY = "pay", "cash", frozenset({"spay", "cashmere"})
# money words that name an arrangement as well: ``order`` is the sequence things are shown in
# (``saveOrder``, ``PUT /boards/{id}/order``) as often as a purchase; such a word counts only
# as a resource of the path (:func:`purchase_order`), never from a function's name
ARRANGEMENT_WORDS = frozenset({"order"})
# path segments that prefix an API, not a resource (``/api/v1/order``)
API_PREFIXES = frozenset({"api", "rest", "rpc"})
# words of an input's name that say the request moves money (``paymentMode``, ``paymentId``,
# ``amount``, ``walletBalance``, ``cardNumber``); ``card`` only with a word of a payment card;
# a ``price`` sets what something costs (``PUT /products/{id} {price}``), it moves no money
MONEY_FIELDS = frozenset({"payment", "pay", "wallet", "amount", "charge", "refund",
                          "iban", "cvv", "cvc", "creditcard"})
# words of an input's name that say money only beside another word: ``userBid``,
# ``maxBidBoost`` offer money, a lone ``bid`` is as often an id (a board's, a book's)
MONEY_COMPOUND = frozenset({"bid"})
# codes of major currencies (ISO 4217): an input naming one is an amount in it
# (``userApprovedUSD``, ``amountEur``); codes that are words of their own as well
# (``cad``, ``aud``, ``try``) are left out
CURRENCY_CODES = frozenset({"usd", "eur", "gbp", "jpy", "cny", "chf", "inr", "rub", "brl",
                            "krw", "mxn", "sek", "nok", "dkk", "pln", "zar", "sgd", "hkd"})
# words beside a currency code that make the input a rate or a price, not an amount paid
# (``usdRate``, ``priceEur``: a catalogue's or a converter's value moves no money)
VALUE_WORDS = frozenset({"rate", "rates", "price", "prices", "cost", "costs", "per"})
# units of a cryptocurrency (``fundingSatoshis``, ``satoshi``, ``push_sat``) and words of a number
# that may be a sum of money (``value``, ``quantity``); and words of where money goes or what its
# move costs (``destination``, ``address``, ``feeRate``): a write whose inputs name such a sum
# and, in another input, where it goes or the fee it pays sends that sum (rule
# ``risk.financial``, :func:`transfer_inputs`); apart, a setting's ``value``, an address book's
# ``address`` or a channel's ``max_htlc_msat`` prove nothing
MONEY_UNITS = frozenset({"btc", "sat", "sats", "satoshi", "satoshis", "msat", "msats"})
QUANTITY_WORDS = frozenset({"value", "quantity", "qty", "sum"})
DESTINATION_WORDS = frozenset({"destination", "recipient", "payee", "beneficiary", "address",
                               "addr"})
FEE_WORDS = frozenset({"fee", "fees", "feerate"})
# words that make a sum a bound, a price or a fee of its own, not the sum sent
# (``max_htlc_msat``, ``baseFeeMsat``, ``sat_per_vbyte``)
NOT_SENT = VALUE_WORDS | FEE_WORDS | frozenset({"min", "max", "minimum", "maximum", "limit"})
CARD_WORDS = frozenset({"number", "credit", "debit", "expiry", "holder"})
# actions that stop the running system wherever they are named: it is unavailable until
# someone starts it again (``POST /app/shutdown``, ``/system/reboot``); within the closed risk
# vocabulary, ``destructive``
SYSTEM_STOPS = frozenset({"shutdown", "reboot", "poweroff", "halt"})
# actions that restart or replace the running system when they act on it, not on a resource
# in it (``POST /control/update``, ``GET /update``, ``/app/restart``; not ``/jobs/{id}/restart``)
SELF_ACTIONS = frozenset({"update", "upgrade", "restart"})
# nouns of the system itself, not of a resource in it
SYSTEM_NOUNS = frozenset({"app", "application", "system", "server", "control", "service",
                          "daemon", "core", "api", "admin", "backend", "software", "firmware",
                          "version"})
VERSION_SEGMENT = re.compile(r"v\d+(\.\d+)*")
# (a subscription alone is no payment: ``push-subscriptions``; ``billing/subscriptions`` is
# financial by its payment word)
PUBLISHING_VERBS = frozenset({"publish", "share", "post", "tweet", "broadcast", "announce"})
CONTENT_NOUNS = frozenset({"comment", "comments", "post", "posts", "article", "articles",
                           "tweet", "tweets", "message", "messages", "reply", "replies",
                           "review", "reviews", "story", "stories", "page", "pages"})
# words of a message sent out of the system: they count wherever they stand (``sendEmail``,
# ``/settings/sms/testing``, ``/users/{id}/invite``)
# (a name's such word counts only as the act of its verb, :mod:`.caller_words`)
EXTERNAL = MESSAGE_WORDS
# nouns of things whose making sends something out or calls out later: they count only as the
# collection a create adds to (``POST /invitations``, ``POST /webhooks``); a path that merely
# names them (``PATCH /notifications/site-messages/mark-as-read``, ``DELETE /webhooks/{id}``)
# changes the system's own records
EXTERNAL_NOUNS = frozenset({"emails", "invites", "invitation", "invitations", "webhook",
                            "webhooks", "notification", "notifications"})
# read words that end a POST's path and may as well make something (a file, a rendering, a
# download token): the method and the word disagree (rule ``side-effect.verb-method-disagree``)
DISPUTED_READS = frozenset({"download", "preview", "render"})
# read words that are as well the noun of a thing a POST stores (``POST /dashboards/{id}/filter``
# saves a filter, ``POST /apps/tables/view`` a saved view of a table): alone as the last segment
# they prove no read, the method guess is reviewed
STORED_NOUNS = frozenset({"filter", "view"})
VERB_METHOD_DISAGREE, PAGED_POST = "side-effect.verb-method-disagree", "side-effect.paged-post"
CHECK_PATH = "side-effect.check-path"             # PUT /plugins/{type}/validate
QUERY_SEGMENT = "side-effect.query-segment"          # POST /search/fuzzy (.query_segments)
VERB_PHRASE_READ = "side-effect.verb-phrase-read"
# a lower-case verb followed by capitalised words: a procedure's name (``listNodes``)
CAMEL_PHRASE = re.compile(r"([a-z]+)[A-Z][A-Za-z0-9]*")
DISAGREED = frozenset({VERB_METHOD_DISAGREE, PAGED_POST, QUERY_SEGMENT, checking_calls.CHECK_RULE,
                       checking_calls.MEMBER_READ_RULE})
# verbs of a wrapper's name that name one CRUD operation whatever the resource (``save``,
# ``submit`` or ``add`` may create or update, so they dispute no method)
NAMED_CRUD = {"create": "create", "insert": "create", "new": "create", "upload": "create",
              "update": "update", "edit": "update", "modify": "update",
              "delete": "delete", "remove": "delete", "destroy": "delete"}
# per method, the rules that read a write's effect from the method alone (the method's own
# reading first; for a POST also the REST reading of a plural collection, which only a
# wrapper's verb disputes: ``updateWorkflow`` → ``POST /workflows``) and the effects a
# wrapper's verb may dispute it with (a PUT that removes a member still updates)
DISPUTABLE = {"PUT": (("side-effect.method",), {"create"}),
              "PATCH": (("side-effect.method",), {"create"}),
              "POST": ((METHOD_GUESS, REST_CREATE), {"update", "delete"})}
# field names (lower case, separators dropped) that say which page of results to read
PAGE_POSITIONS = frozenset({"cursor", "page", "offset", "skip", "pagenumber", "pageindex",
                            "pagetoken", "nextcursor", "beforecursor", "aftercursor",
                            "startcursor"})
ACTION_RULES = {"create": "side-effect.action-create", "update": "side-effect.action-update",
                "delete": "side-effect.action-delete", "read": "side-effect.rpc-read"}


def last_static_words(path: str) -> list[str]:
    segments = [s for s in path.split("?")[0].split("/") if s and not s.startswith("{")]
    if not segments:
        return []
    last = segments[-1]
    if "." in last:                                   # /documents.list (RPC style)
        last = last.rsplit(".", 1)[-1]
    return unglued(words(last))                       # /deletefaces: delete faces


def glued_action(path: str) -> str | None:
    """Rule ``side-effect.glued-action``: the effect of an action verb glued to its noun in the
    last static segment that parameters and numbers follow (:func:`~.naming.glued_segment`:
    ``/ajax/deleterestriction/0/{userId}`` → ``delete``, ``/ajax/editbooks/{field}`` →
    ``update``), else ``None``."""
    glued = glued_segment(path)
    return effect_of_words(glued[1], membership=False) if glued is not None else None


def get_action(path: str) -> str | None:
    """Rule ``side-effect.get-action``: the action word (:data:`GET_ACTIONS`) that starts the
    last segment of a path ending in a static segment (``/backups/{id}/apply`` → ``apply``,
    ``/notifications/send-test`` → ``send``), also glued to ``all`` (``/matchall`` →
    ``match``), or one the segment's verb phrase names (:func:`get_verb_phrase`); ``None``
    otherwise (``/session/{id}``, ``/reports/export``), for a word that is a noun too followed
    by more words (``/import-open-data``: a resource's name), for a phrase ending in a state
    noun (:data:`STATE_NOUNS`: ``/clone-status``, ``/resync-status``: the action's state) or a
    view noun (:data:`VIEW_NOUNS`, rule ``side-effect.get-view``: ``/edit_library_dialog``,
    ``/delete-modal``: the dialog showing the action), and
    after a segment ending in a read word (``/info/login``, ``/check/update``: it reads about
    that action)."""
    found = get_segment_words(path)
    if found is None:
        return None
    said = action_phrase(found)
    if len(said) > 1 and said[-1] in STATE_NOUNS:
        return None                   # /clone-status, /resync-status: the action's state
    if len(said) > 1 and said[-1] in CHECK_ENDINGS | GET_CHECK_ENDINGS:
        return None                   # /duplicateCheck: it checks, it does not duplicate
    if len(said) > 1 and said[-1] in VIEW_NOUNS:
        return None                   # /edit_library_dialog: the form the action shows
    phrased = get_verb_phrase(found)
    if phrased is not None:
        return phrased
    first = said[0] if said else ""
    if first in NOUN_LIKE and len(said) > 1:
        return None                     # /import-open-data: a noun compound names a resource
    if first.endswith("all") and first[:-3] in GET_ACTIONS:
        return first[:-3]                                          # matchall, syncall
    return first if first in GET_ACTIONS else None


def get_segment_words(path: str) -> list[str] | None:
    """The words of a ``GET``'s last segment when it is static and follows no segment ending
    in a read word (``/info/login``: what a login page reads); else ``None``."""
    segments = [s for s in path.split("?")[0].split("/") if s]
    if not segments or "{" in segments[-1] or "." in segments[-1]:
        return None
    before = words(segments[-2]) if len(segments) > 1 else []
    if before and before[-1] in READ:
        return None
    return words(segments[-1])


def get_verb_phrase(found: list[str]) -> str | None:
    """Rule ``side-effect.get-verb-phrase``: the write word a ``GET``'s last segment's words
    (``found``) name where the plain action-word test proves none — an action word that is a
    noun as well but starts a ``GET``'s path segment as a verb (:data:`GET_NOUN_VERBS`:
    ``/admin/groups/set``, ``/zones/clone``, ``setOptions``, ``resetPassword``), one after
    words saying how it is done (:func:`~.action_words.action_phrase`:
    ``forceUpdateBlockLists`` → ``update``, ``temporaryDisableBlocking`` → ``disable``), or
    the write after the last ``and`` (``downloadAndInstall`` → ``install``); else ``None``
    (``settings``, ``checkForUpdate``, ``getTsigKeyNames``, ``/import-open-data``)."""
    said = action_phrase(found)
    if not said:
        return None
    if "and" in said[1:-1]:
        after = said[len(said) - said[::-1].index("and"):]
        word = action_phrase(after)[0]
        return word if GET_EFFECTS.get(word, "read") != "read" else None
    if said[0] in GET_NOUN_VERBS:
        return said[0]
    if said != found and found[0] in MODIFIER_WORDS and said[0] in GET_ACTIONS:
        return said[0]
    return None


# Rule ``side-effect.get-view``: last words of a GET's segment naming the part of the page that
# shows the action before them (``edit_library_dialog``, ``delete-modal``, ``editForm``): the
# GET reads the HTML of that dialog or form, and the action is sent by another request
VIEW_NOUNS = frozenset({"dialog", "dialogs", "modal", "modals", "form", "forms", "popup",
                        "popover"})
# Rule ``side-effect.check-path``: last words of a path's last static segment that say the
# request checks or validates what the words before them name (``/sys/duplicateCheck``,
# ``/plugins/{type}/validate``): a read or a validation, never the write of another word of
# the path (``duplicate``) nor the method's own. ``verify`` ends a GET's check only: a write
# to ``/email/verify`` marks something verified (:mod:`.checking_calls`); ``test`` none, a
# ``/send-test`` sends a test.
CHECK_ENDINGS = frozenset({"check", "checks", "validate", "validation"})
GET_CHECK_ENDINGS = frozenset({"verify", "verification"})
# last words of a GET's segment naming the state of the action before them (``clone-status``,
# ``resync-status``, ``delete-progress``): the segment reads that state
STATE_NOUNS = frozenset({"status", "state", "progress", "info", "result", "results"})


def variable_action(path: str) -> bool:
    """Rule ``side-effect.variable-action``: whether a path parameter names an action
    (:data:`ACTION_PARAMS` its last word: ``/apps/actions/{name}/{action}``, ``/compose/{name}/
    actions/{Action}``, ``/jobs/{id}/{command}``): the caller chooses the action, which may be
    any the backend offers. A parameter naming a member (``/actions/{actionId}``) is none."""
    return any(said[-1] in ACTION_PARAMS for seg in path.split("?")[0].split("/")
               if seg.startswith("{") and (said := words(seg.strip("{}"))))


def state_setter(path: str) -> bool:
    """Rule ``side-effect.state-setter``: whether a path ends in one past participle of an
    action word right after a parameter naming the item (``/channels/{id}/enabled``,
    ``/posts/{id}/archived``): a write there sets the state the participle names."""
    segments = [s for s in path.split("?")[0].split("/") if s]
    if len(segments) < 2 or not segments[-2].startswith("{"):
        return False
    said = words(segments[-1])
    return len(said) == 1 and participle(said[0])


def participle(word: str) -> bool:
    """Whether ``word`` is the past participle of an action word (``archived``, ``starred``,
    ``deleted``, ``published``)."""
    if len(word) < 5 or not word.endswith("ed"):
        return False
    stems = (word[:-1], word[:-2], word[:-3] if word[-3] == word[-4] else word[:-2])
    return any(stem in EFFECTS or stem in ACTION_VERBS for stem in stems)


def plural(word: str) -> bool:
    """Whether ``word`` is a plural noun (``memberships``, ``articles``; not ``status``)."""
    return singular(word) != word


def graphql_effect(operation_type: str, operation_name: str | None) -> tuple[str, str]:
    """Rule ``side-effect.graphql-operation``: queries and subscriptions read; a mutation
    takes the effect of the write word its name starts with (``deletePost``, ``addStar``);
    rule ``side-effect.mutation-guess``: a mutation whose name starts with a read word
    (``downloadInvoice``, ``getOktaAuthorizeUrl``, ``previewFee``) is declared a write by its
    schema, so it is a guessed, reviewed update, never a retryable read; rule
    ``side-effect.graphql-guess``: any other mutation is taken as an update."""
    if operation_type != "mutation":
        return "read", "side-effect.graphql-operation"
    found = effect_of_words(words(operation_name or ""), membership=False)
    if found == "read":
        return "update", MUTATION_GUESS
    if found is not None:
        return found, "side-effect.graphql-operation"
    return "update", GRAPHQL_GUESS


def side_effect(method: str, path: str) -> tuple[str, str]:
    """``(sideEffect, rule)`` for an endpoint (rules in the module's docstring)."""
    if method in ("GET", "HEAD", "OPTIONS"):
        word = get_action(path) if method == "GET" else None
        if word is not None and GET_EFFECTS.get(word, "read") != "read":
            return GET_EFFECTS[word], GET_ACTION      # GET /backups/{id}/apply
        if method == "GET" and variable_action(path):
            return "update", VARIABLE_ACTION          # GET /apps/actions/{name}/{action}
        return "read", "side-effect.method"
    if method == "DELETE":
        return "delete", "side-effect.method"
    if method in ("PUT", "PATCH"):
        return "update", "side-effect.method"
    if (grpc := grpc_method(path)) is not None:
        return grpc_effect(method, grpc)
    rpc = rpc_split(path)                # POST /documents.update, /{x}.info, /clients:batchDelete
    if rpc is not None:
        found = rpc_effect(rpc[1], rpc[2])
        if found is not None:
            return found
    last = last_static_words(path)
    if (joined := joined_write(last)) is not None:        # POST /search-and-execute-note
        return joined, ACTION_RULES[joined]
    if rpc is None and verb_phrase_read(path):       # POST /network/listNodes
        return "read", VERB_PHRASE_READ
    if noun_compound_read(last) or identified_noun(path):   # /query_snippets, /list/{id}
        return "create", METHOD_GUESS
    if last and (last[0] in READ or (last[-1] in READ and last[-1] not in NOUN_LIKE)) \
            and EFFECTS.get(last[0], "read") == "read":          # /search, /find-by-email
        return "read", "side-effect.rpc-read"
    final = [s for s in path.split("?")[0].split("/") if s][-1:] or [""]
    static_end = bool(final[0]) and "{" not in final[0] and rpc is None
    action = effect_of_words(last, membership=False) if static_end else None
    if action is not None:                  # POST /orders/{id}/cancel, /bulk_insert
        return action, ACTION_RULES[action]
    if static_end and state_setter(path):   # POST /channels/{id}/enabled
        return "update", STATE_SETTER
    glued = glued_action(path) if not static_end and rpc is None else None
    if glued is not None:                           # POST /ajax/editbooks/{field}
        return glued, ACTION_RULES[glued]
    sets = setter(method, path)
    if sets is not None and sets.action:            # POST /node/{id}/rename/{name}
        return sets.effect, ACTION_RULES[sets.effect]
    if sets is not None:                            # POST /loadpoints/{id}/mode/{mode}
        return "update", VALUE_SETTER
    acted = action_after_segment(path)
    named = effect_of_words(acted[1], membership=False) if acted is not None else None
    if named is not None and named != "read":              # POST /action/flush/logs
        return named, ACTION_RULES[named]
    if acted is not None:                # /action/restartdns: an action, not a collection
        return "create", METHOD_GUESS
    if last and static_end and last[-1] in SETTINGS_NOUNS:     # POST /api/settings
        return "update", SETTINGS_POST
    if static_end and attribute_post(path):                    # POST /current/user/password
        return "update", ATTRIBUTE_POST
    if last and static_end and last[-1] in MEASURE_NOUNS:      # POST /api/v1/counts
        return "create", MEASURE_POST
    if last and static_end and "." not in final[0] and plural(last[-1]) \
            and not under_settings(path):
        return "create", REST_CREATE                            # POST /articles
    return "create", METHOD_GUESS


def whole_collection(rule: str, path: str, properties: dict, bound: dict[str, str]
                     ) -> str | None:
    """Rule ``side-effect.whole-collection-post``: what a ``POST`` to an item's collection (rule
    ``rule`` is ``side-effect.rest-create``; the path's last segment a plural right after a
    parameter: ``/topic/{topicId}/configs``) sends of the whole collection — ``"the whole
    body, a list"`` when the body itself is an array (``bound``: each binding's target and
    its input, ``body:`` the whole body), ``"body field configs"`` when a body field is named
    by the plural and holds an object whose keys the source does not fix, or an array
    (``{configs: changedConfigs}``); ``None`` otherwise (``{name, partitions: 3}``,
    ``/topics``)."""
    segments = [s for s in path.split("?")[0].split("/") if s]
    if rule != REST_CREATE or len(segments) < 2 or not segments[-2].startswith("{"):
        return None
    schemas = {target: properties.get(name) if isinstance(properties.get(name), dict) else {}
               for target, name in bound.items()}
    if schemas.get("body:", {}).get("type") == "array":
        return "the whole body, a list"
    noun = last_static_words(path)[-1]
    for target, schema in sorted(schemas.items()):
        said = words(target[len("body:"):]) if target.startswith("body:") else []
        if said and said[-1] == noun and (schema.get("type") == "array" or schema.get(
                "type") == "object" and not schema.get("properties")):
            return f"body field {target[len('body:'):]}"
    return None


def attribute_post(path: str) -> bool:
    """Rule ``side-effect.attribute-post``: whether ``path`` ends in one attribute noun
    (:data:`ATTRIBUTE_NOUNS`) right after a parameter or a singular noun naming its resource
    (no action word, version or ``api``): ``/users/{id}/avatar``, ``/current/user/password``,
    ``/me/email``; not ``/users/password``, ``/sign-in/email``, ``/v1/email``,
    ``/forgot-password``, nor a path naming a sign-in step (``/noauth/auth/password``: a
    session the password opens, :func:`~.schema.sign_in_step`)."""
    from .schema import sign_in_step

    segments = [s for s in path.split("?")[0].split("/") if s]
    if len(segments) < 2 or words(segments[-1]) not in ([w] for w in ATTRIBUTE_NOUNS) \
            or sign_in_step(path):
        return False
    owner = segments[-2]
    if owner.startswith("{"):
        return True
    said = words(owner)
    return bool(said) and not SKIP_SEGMENTS.match(owner) and not plural(said[-1]) and \
        "".join(said) not in ACTION_VERBS and not any(w in ACTION_VERBS or w in EFFECTS
                                                       for w in said)


def under_settings(path: str) -> bool:
    """Whether a static segment before the path's last one is a settings noun
    (:data:`SETTINGS_NOUNS`): ``POST /api/settings/configs`` may add a config or write over
    the set, so the collection shape proves no create (the method's guess stays, reviewed)."""
    segments = [s for s in path.split("?")[0].split("/") if s and "{" not in s][:-1]
    return any(w in SETTINGS_NOUNS for s in segments for w in words(s))


def settings_key(method: str, path: str) -> bool:
    """Whether a ``PUT`` or ``PATCH`` writes one key of a set of values: its last segment is
    static and follows a settings noun (:data:`SETTINGS_NOUNS`: ``PATCH /api/config/upload``,
    the expected upload speed; ``PUT /settings/sync``). Such a segment names what is written,
    no action: the method's update stands (no ``upload`` create, :func:`disputed_by`) and the
    name is the method's (``update_config_upload``, :func:`~.naming.propose`)."""
    segments = [s for s in path.split("?")[0].split("/") if s]
    before = words(segments[-2]) if len(segments) > 1 else []
    return method in ("PUT", "PATCH") and bool(before) and before[-1] in SETTINGS_NOUNS \
        and "{" not in segments[-1]


# verbs of a function's name that say a GET writes (:func:`get_write`): deleting, sending and
# deciding words; the verbs a page names its own work with, making or refreshing what it shows
# (``createReport`` → ``GET /reports/summary``, ``updateTable``, ``setUser``, ``addMarkers``),
# are left out, and so are the deleting words a page clears its own state with
GET_FUNCTION_WRITES = DELETE - {"clear", "empty", "flush", "logout", "signout", "disconnect"} \
    | frozenset({"send", "resend", "approve", "reject", "invite", "publish", "ban", "block",
                 "cancel"})


def get_write(method: str, rule: str, path: str, functions: list[str | None]
              ) -> tuple[str, str] | None:
    """Rule ``side-effect.verb-method-disagree`` for a ``GET`` the method alone made a read:
    ``(effect, what says it)`` when every naming function (``functions``, qualified; one at
    least) starts with a write verb (:data:`GET_FUNCTION_WRITES`) whose object the path
    names (:func:`names_object`): ``approveDeleteMe`` → ``GET /admin/deleteme`` is a
    ``delete`` (``"function 'approveDeleteMe' says 'approve delete'"``), ``deleteUser`` →
    ``GET /api/user/{id}`` too; the effect is a delete when a deleting word (:data:`DELETE`) is
    among the functions' words, else the first verb's (``sendInvite`` → ``GET /api/invite``:
    create). ``None`` for another method or rule, an anonymous caller, or a function whose
    object the path does not name (``removeFilter`` → ``GET /api/items``: a page redrawn)."""
    from .naming import leaf_words
    said = [leaf_words(f) for f in functions]
    if method != "GET" or rule != "side-effect.method" or not said or not all(
            w and w[0] in GET_FUNCTION_WRITES and names_object(path, w[1:]) for w in said):
        return None
    verbs = [w for phrase in said for w in phrase if EFFECTS.get(w, "read") != "read"]
    effect = "delete" if DELETE.intersection(verbs) else EFFECTS[said[0][0]]
    leaf = sorted(f.split(".")[-1] for f in functions if f)[0]
    return effect, f"function {leaf!r} says {' '.join(dict.fromkeys(verbs))!r}"


def names_object(path: str, object_words: list[str]) -> bool:
    """Whether ``path``'s static segments name what a function's words after its verb name:
    one of them (singular) is a word of a segment (``user`` of ``/api/users/{id}``), or a run
    of them glued is a whole segment (``deleteme`` of ``approveDeleteMe``)."""
    segments = [s.lower() for s in path.split("?")[0].split("/") if s and "{" not in s]
    path_words = {singular(w) for seg in segments for w in words(seg)}
    glued = {"".join(object_words[i:j]) for i in range(len(object_words))
             for j in range(i + 2, len(object_words) + 1)}
    return bool({singular(w) for w in object_words if len(w) > 2} & path_words) or bool(
        glued.intersection(re.sub(r"[^a-z0-9]", "", seg) for seg in segments))


# per method, the rules that read an effect from the method alone that the page's own success
# message may dispute, and the effects it may dispute them with (rule
# ``side-effect.verb-method-disagree``, :mod:`.page_messages`)
PAGE_DISPUTABLE = {"GET": (("side-effect.method",), {"create", "update", "delete"}),
                   **DISPUTABLE}


def page_disputes(method: str, rule: str, page: tuple[str, str, object] | None) -> str | None:
    """The effect the page's success message (``page``: ``(effect, message, where)``,
    :func:`~.page_messages.page_claim`) claims against the effect ``rule`` read from
    ``method`` alone (:data:`PAGE_DISPUTABLE`: "Updated … successfully" after a ``POST`` to a
    collection, "User deleted successfully" after a ``GET``), else ``None``."""
    readings, disputable = PAGE_DISPUTABLE.get(method, ((), set()))
    return page[0] if page is not None and rule in readings and page[0] in disputable else None


def disagreement(method: str, rule: str, path: str, call_fields: list[list[str]],
                 functions: list[str | None] = (), page: tuple[str, str, object] | None = None
                 ) -> tuple[str, str] | None:
    """Rules ``side-effect.verb-method-disagree``, ``side-effect.paged-post`` and
    ``side-effect.query-segment``: ``(effect, rule)`` for a ``POST`` whose path rule ``rule``
    disagrees with its method's, or whose every call site sends a field that pages through
    results (``call_fields``: the body and query field names of each call site), or whose path
    runs a query (:func:`~.query_segments.query_word`), or for a write whose method-read
    effect the verb of its naming wrappers (``functions``, qualified names) or of its path
    disputes (:func:`disputed_by`, :func:`get_write`) or the page's success message
    (``page``, :func:`page_disputes`) does, else ``None``."""
    from .function_reads import GUESS_RULES
    from .query_segments import query_word

    if rule != "side-effect.rpc-read" and check_path(method, path):
        return "read", VERB_METHOD_DISAGREE               # PUT /plugins/{type}/validate
    if (disputed := disputed_by(method, rule, path, functions)) is not None:
        return disputed[1], VERB_METHOD_DISAGREE          # PUT /comment by comments_create
    if (written := get_write(method, rule, path, functions)) is not None:
        return written[0], VERB_METHOD_DISAGREE           # GET /admin/deleteme by approveDeleteMe
    if (claimed := page_disputes(method, rule, page)) is not None:
        return claimed, VERB_METHOD_DISAGREE              # "Updated … successfully"
    if method != "POST":
        return None
    last = last_static_words(path)
    if last and last[-1] in DISPUTED_READS and rule in ("side-effect.rpc-read", METHOD_GUESS):
        return "read", VERB_METHOD_DISAGREE
    if len(last) > 1 and last[-1] == "preview" and rule in ACTION_RULES.values():
        return "read", VERB_METHOD_DISAGREE              # POST /delete-notes-preview
    if rule in GUESS_RULES and paging_field(call_fields) is not None:
        return "read", PAGED_POST
    if rule in (METHOD_GUESS, REST_CREATE) and query_word(path) is not None:
        return "read", QUERY_SEGMENT                     # POST /v1/search/fuzzy
    return None


def check_path(method: str, path: str) -> bool:
    """Rule ``side-effect.check-path``: whether a write's path ends in a static segment whose
    last word says it checks or validates (:data:`CHECK_ENDINGS`: ``PUT
    /plugins/{type}/validate``, ``POST /sys/duplicateCheck``): a read the method disputes;
    ``/users/{id}/verify``, ``/checks/{id}`` and a GET (:func:`get_action`) are none."""
    final = path.split("?")[0].rstrip("/").rsplit("/", 1)[-1]
    last = last_static_words(path) if final and "{" not in final else []
    return method in ("POST", "PUT", "PATCH") and bool(last) and last[-1] in CHECK_ENDINGS


def paging_field(call_fields: list[list[str]]) -> str | None:
    """The first field of the first call site that says which page to read
    (:data:`PAGE_POSITIONS`: ``cursor``, ``page``, ``offset`` …; a page size alone,
    ``?per_page=100`` on a bulk action, says nothing) when every call site sends one, else
    ``None`` (a site that sends none may create)."""
    found = [next((f for f in fields if f.replace("_", "").replace("-", "").lower()
                   in PAGE_POSITIONS), None) for fields in call_fields]
    return found[0] if found and None not in found else None


def wrapper_verb(function: str | None) -> str | None:
    """The CRUD verb (:data:`NAMED_CRUD`) a wrapper's name says: its first word, or its last
    for a name whose first is no action word (``comments_create`` → ``create``,
    ``updateTrail`` → ``update``, ``trails_upload`` → ``upload``); ``None`` otherwise."""
    found = operation_words(words((function or "").split(".")[-1]))   # sendCreateShare
    if not found:
        return None
    if found[0] in NAMED_CRUD:
        return found[0]
    return found[-1] if found[0] not in EFFECTS and found[-1] in NAMED_CRUD else None


def disputed_by(method: str, rule: str, path: str, functions: list[str | None]
                ) -> tuple[str, str] | None:
    """``(what says it, effect)`` when the effect ``rule`` reads from ``method`` alone
    (:data:`DISPUTABLE`) is disputed by the CRUD verb (:data:`NAMED_CRUD`) the naming wrappers
    agree on (:func:`wrapper_verb`: ``"the wrapper 'comments_create' says 'create'"``) or,
    naming none, the one a last static path segment starts with (``PUT /trail/upload``:
    ``"the path's word 'upload'"``; not a key of settings, :func:`settings_key`: ``PATCH
    /config/upload``; not a plural collection's noun, whose REST create only a wrapper
    disputes); else ``None``."""
    readings, disputable = DISPUTABLE.get(method, ((), set()))
    if rule not in readings:
        return None
    verbs = sorted({(f, v) for f in functions if (v := wrapper_verb(f)) is not None})
    effects = {NAMED_CRUD[v] for _, v in verbs}
    if verbs:                                  # wrappers naming two operations: no claim
        said = f"the wrapper {verbs[0][0].split('.')[-1]!r} says {verbs[0][1]!r}"
    else:
        final = path.split("?")[0].rstrip("/").rsplit("/", 1)[-1]
        last = last_static_words(path) if final and "{" not in final \
            and rule != REST_CREATE and not settings_key(method, path) else []
        verb = last[0] if last else ""
        effects, said = {NAMED_CRUD[verb]} if verb in NAMED_CRUD else set(), \
            f"the path's word {verb!r}"
    effect = effects.pop() if len(effects) == 1 else None
    return (said, effect) if effect in disputable else None


def disagreement_note(rule: str, path: str, call_fields: list[list[str]],
                      method: str = "POST", functions: list[str | None] = (),
                      page: tuple[str, str, object] | None = None) -> str:
    """What disagrees with the method, for the review item and evidence of rule ``rule``
    (one of :data:`DISAGREED`): for a dispute by words, each word that disputes it (the
    wrappers' or the path's verb, a ``GET``'s functions, the page's success message
    ``page``) and the method's own reading."""
    if rule == checking_calls.CHECK_RULE:
        return checking_calls.check_note(functions)
    if rule == checking_calls.MEMBER_READ_RULE:
        return checking_calls.member_read_note(path, functions)
    if rule == VERB_METHOD_DISAGREE and check_path(method, path):
        return (f"the path's word {last_static_words(path)[-1]!r} says it checks (a read, rule "
                f"{CHECK_PATH}), the method {method} says it writes")
    reading = PAGE_DISPUTABLE.get(method, (("",),))[0][0]
    disputed = disputed_by(method, reading, path, functions)
    written = get_write(method, reading, path, functions)
    claimed = page_disputes(method, reading, page)
    said = [f"{d[0]} ({d[1]})" for d in (disputed, written[::-1] if written else None)
            if d is not None] + [
        f"the page's success message {page[1]!r} ({claimed})" for _ in [claimed] if claimed]
    if rule == VERB_METHOD_DISAGREE and said:
        default = "read" if method == "GET" else "update" if method in ("PUT", "PATCH") \
            else "create"
        return f"{' and '.join(said)}, the method {method} says {default}"
    if rule == QUERY_SEGMENT:
        from .query_segments import note
        return note(path)
    if rule == VERB_METHOD_DISAGREE:
        return (f"the path's word {last_static_words(path)[-1]!r} says it reads, the method "
                f"{method} says it writes")
    return (f"field {paging_field(call_fields)} pages through results (a read), the method "
            "POST says it creates")


def protocol_write(effect: str, rule: str, site_rules: set[str | None]) -> tuple[str, str]:
    """Rule ``side-effect.mutation-guess``: a call its protocol declares a write (a tRPC
    mutation; a GraphQL one in :func:`graphql_effect`) is never a read, whatever its words say (``onboard.setupIntegrations``,
    ``indexers.testAll``: plural nouns); a read claim becomes a guessed, reviewed update."""
    if effect == "read" and any(r and r.startswith(WRITE_PROTOCOL_RULES) for r in site_rules):
        return "update", MUTATION_GUESS
    return effect, rule


def protocol_read(effect: str, rule: str, site_rules: set[str | None]) -> tuple[str, str]:
    """Rule ``side-effect.protocol-read``: a call its protocol's schema declares free of side
    effects (a Connect or gRPC method with ``idempotency_level = NO_SIDE_EFFECTS``) is a read,
    whatever its method and words say."""
    if any(r and r.startswith(READ_PROTOCOL_RULES) for r in site_rules):
        return "read", "side-effect.protocol-read"
    return effect, rule


def unshown_method_write(effect: str, rule: str, unshown: bool) -> tuple[str, str]:
    """Rule ``side-effect.method-unshown``: a call whose method may be a value the source
    does not show (rule ``method.unshown``: ``fetch(url, {...init})`` with ``init`` unknown)
    may be a write, so the read its default ``GET`` says becomes a guessed, reviewed
    update."""
    if effect == "read" and unshown:
        return "update", METHOD_UNSHOWN
    return effect, rule


def joined_write(last: list[str]) -> str | None:
    """The write effect of the action after the last ``and`` of an action phrase that joins
    two (``search and execute note`` → ``create``: it runs what it found; ``export and delete``
    → ``delete``), else ``None`` (no ``and``, or a read after it: ``save and view``)."""
    if "and" not in last[1:-1]:
        return None
    after = last[len(last) - last[::-1].index("and"):]
    effect = effect_of_words(after, membership=False)
    return effect if effect in ("create", "update", "delete") else None


def verb_phrase_read(path: str) -> bool:
    """Rule ``side-effect.verb-phrase-read``: whether the path's last segment is static and
    written as a procedure's name — a lower-case read verb (:data:`READ`) followed by
    capitalised words (``listNodes``, ``getRoute``, ``listForwards``, ``decodePayReq``); a
    read word that may as well make something (:data:`DISPUTED_READS`: ``downloadReport``)
    is left to :func:`disagreement`; ``list_items``, ``query-snippets`` (perhaps nouns) and
    ``listnodes`` are none."""
    final = path.split("?")[0].rstrip("/").rsplit("/", 1)[-1]
    phrase = CAMEL_PHRASE.fullmatch(final)
    return phrase is not None and phrase.group(1) in READ - DISPUTED_READS


def noun_compound_read(last: list[str]) -> bool:
    """Whether the last static segment's words are a noun compound built on a read word: one
    that starts with a read word that is a noun as well, followed by more words
    (``query_snippets``, ``list_items``, ``filter_presets``: a verb phrase that reads, or a
    collection a POST adds to), or one that ends with a read word after a past participle
    (``saved_search``: a saved search, the resource a POST creates, not a search), or a read
    word alone that names a stored thing too (:data:`STORED_NOUNS`: ``filter``). Neither is
    proven, so the side effect is the reviewed method guess, never a retryable read (a ``POST
    api/query_snippets`` creates)."""
    if len(last) == 1:
        return last[0] in STORED_NOUNS
    if not last:
        return False
    if last[0] in READ and last[0] in NOUN_LIKE:
        return True
    return last[-1] in READ and any(participle(w) for w in last[:-1])


def grpc_effect(method: str, name: str) -> tuple[str, str]:
    """Rule ``side-effect.grpc-action``: a gRPC-style method (``/v1.Backrest/ListSnapshots``)
    takes the effect its own name's words give as a path of their own (``POST /AddRepo``:
    create), or, where those only guess, the effect of its words as an RPC action
    (``ListSnapshots``, ``CheckRepoExists``: reads); a guess stays a guess."""
    name = grpc_parts(name)[1]                     # UI_ListDeployments: ListDeployments
    plain = side_effect(method, "/" + name)
    if plain[1] != METHOD_GUESS:
        return plain
    found = rpc_effect(words(name))
    return (found[0], "side-effect.grpc-action") if found is not None else plain


def rpc_effect(action: list[str], separator: str = ".") -> tuple[str, str] | None:
    """The effect an RPC action's words prove (rules ``side-effect.rpc-action``,
    ``rpc-participle``, ``rpc-plural``), or ``None``; ``separator`` is the one before the
    action (``.`` or ``:``)."""
    found = effect_of_words(action)
    if found is not None:
        return found, "side-effect.rpc-action"
    listing = rpc_listing(action, separator)
    return ("read", listing) if listing is not None else None


def rpc_listing(action: list[str], separator: str) -> str | None:
    """The rule by which an RPC action lists things: ``side-effect.rpc-participle``
    (``documents.archived``) or ``side-effect.rpc-plural`` (``collections.memberships``) for
    one word after a dot; ``None`` for a phrase (``x.fulfillOrders``) or a custom method
    after ``:`` (``Maintenance::jobs``)."""
    if separator != "." or len(action) != 1:
        return None
    if participle(action[0]):
        return "side-effect.rpc-participle"                     # documents.archived
    return "side-effect.rpc-plural" if plural(action[0]) else None


def value_effect(method: str, action: list[str]) -> tuple[str, str] | None:
    """Rule ``side-effect.discriminator-value``: the effect of a write whose call sites pin the
    action words ``action`` in a field (``{action: 'empty'}`` deletes, ``{action: 'restore'}``
    updates, ``{method: 'add_tag'}`` updates the documents' tags;
    :mod:`code2skill.passes.discriminator`), like an RPC action; ``None`` when the method reads
    or the words prove no effect."""
    if method in ("GET", "HEAD", "OPTIONS") or not action:
        return None
    found = effect_of_words(action)
    return (found, "side-effect.discriminator-value") if found is not None else None


def risks(effect: str, path: str, function: str | None,
          action: list[str] = ()) -> list[tuple[str, str]]:
    """``[(risk, matched word)]`` for a capability; reads carry no risk. The naming
    function's words are those rule ``risk.caller-words`` keeps
    (:func:`~.caller_words.caller_words`: no ``post`` of ``postCategory``, no ``invite`` of
    ``acceptInvite``, nothing of an ``onClear`` that pauses); see :func:`word_risks`."""
    return word_risks(effect, path, caller_words(function, effect, path).kept, action)


def caller_name_risks(effect: str, path: str, function: str | None,
                      action: list[str] = ()) -> list[tuple[str, str]]:
    """Rule ``risk.caller-words``: ``[(risk, matched word)]`` that the words of the naming
    function's name set aside (:func:`~.caller_words.caller_words`, a name whose verb deletes
    for a request that deletes nothing: ``onClear`` → ``[("destructive", "clear")]`` for
    ``POST /speedtests/pause``) would have claimed beyond :func:`risks`; ``[]`` otherwise."""
    said = caller_words(function, effect, path)
    if not said.unproven:
        return []
    claimed = {risk for risk, _ in risks(effect, path, function, action)}
    return [(risk, word) for risk, word in word_risks(effect, path, said.unproven, action)
            if risk not in claimed]


def word_risks(effect: str, path: str, function_words: list[str],
               action: list[str] = ()) -> list[tuple[str, str]]:
    """``[(risk, matched word)]`` for a capability from its path's words, the words of its
    naming function that may name risks (``function_words``) and its pinned action's words.

    Verbs count anywhere in the path or the naming function's name; content nouns
    (``publishing``) count only as the last static segment of a create or update, so that
    favouriting an article does not publish it; an action a parameter names
    (:func:`variable_action`) may be any, a delete too: destructive; nouns of things that send out
    (:data:`EXTERNAL_NOUNS`, ``external``) only as the collection a create adds to, so that
    marking a notification read is no external effect; merging several things (``merge``
    before a plural: ``/mergebooks``) is destructive, the merged ones go; so is a path's word
    that ends what it addresses (:data:`PATH_DESTRUCTIVE`: ``/channels/close``; a function's
    ``saveAndClose`` shuts a dialog). ``action`` are the
    words of the action value the capability's call sites pin (``['purge']``), which count like
    verbs. A money word that names an arrangement as well (:data:`ARRANGEMENT_WORDS`:
    ``saveOrder``, ``/groups/{id}/order``) counts only as a resource of the path
    (:func:`purchase_order`: ``/order/{id}``); ``reorder`` is one word, no ``order``.
    """
    if effect == "read":
        return []
    tokens: list[str] = []
    arrangements: set[int] = set()            # token indices of an order that is a sequence
    segments = [s for s in path.split("?")[0].split("/") if s]
    for index, seg in enumerate(segments):
        if seg.startswith("{"):
            continue
        said = unglued(words(seg))
        if len(said) == 1 and said[0] in ARRANGEMENT_WORDS and not purchase_order(segments, index):
            arrangements.add(len(tokens))
        tokens.extend(said)
    in_path = len(tokens)
    for word in function_words:
        if word in ARRANGEMENT_WORDS:                     # saveOrder: a sequence or a purchase
            arrangements.add(len(tokens))
        tokens.append(word)
    tokens.extend(action)
    found: dict[str, str] = {}
    if effect == "delete":
        found["destructive"] = "DELETE"
    elif variable_action(path):              # /apps/actions/{name}/{action}: maybe 'rm'
        found["destructive"] = "{action}"
    for at, (token, following) in enumerate(zip(tokens, tokens[1:] + [""])):
        if token == "merge" and plural(following) and "destructive" not in found:
            found["destructive"] = token                # /mergebooks: the merged ones go
        if at < in_path and token in PATH_DESTRUCTIVE and "destructive" not in found:
            found["destructive"] = token                # POST /channels/close
        for risk, vocabulary in (("destructive", DESTRUCTIVE), ("financial", FINANCIAL),
                                 ("publishing", PUBLISHING_VERBS), ("external", EXTERNAL)):
            if risk == "financial" and at in arrangements:
                continue
            named = token in vocabulary or risk == "financial" and money_word(token)
            if named and risk not in found:
                found[risk] = token
    last = last_static_words(path)
    if effect in ("create", "update") and last and last[-1] in CONTENT_NOUNS \
            and "publishing" not in found:
        found["publishing"] = last[-1]
    final = [s for s in path.split("?")[0].split("/") if s][-1:] or ["{"]
    if effect == "create" and "{" not in final[0] and last and last[-1] in EXTERNAL_NOUNS \
            and "external" not in found:
        found["external"] = last[-1]                              # POST /invitations
    return sorted(found.items())


def money_word(word: str) -> bool:
    """Rule ``risk.financial``: whether ``word`` names money moving — one of
    :data:`FINANCIAL`, or a payment word glued to another (:data:`GLUED_PAY`: ``alipay``,
    ``googlepay``, ``repay``; :data:`GLUED_CASH`: ``cashapp``, ``cashout``); ``display``,
    ``replay``, ``payload`` and ``spay`` are none."""
    return word in FINANCIAL or word not in NOT_MONEY and (
        word.endswith(GLUED_PAY) or word.startswith(GLUED_CASH))


def purchase_order(segments: list[str], index: int) -> bool:
    """Rule ``risk.financial``: whether the path segment ``segments[index]`` (one of
    :data:`ARRANGEMENT_WORDS`, ``order``) names a purchase, a resource of the path: more of
    the path follows it or no resource stands before it (``/order/{id}``, ``/order/create``,
    ``/api/v1/order``); as the last segment after another resource it is that resource's
    arrangement (``/groups/order``, ``/boards/{id}/lists/order``)."""
    return index < len(segments) - 1 or all(
        VERSION_SEGMENT.fullmatch(s) or s.lower() in API_PREFIXES for s in segments[:index])


def money_risks(effect: str, properties: dict, found: list[tuple[str, str]]
                ) -> list[tuple[str, str]]:
    """Rule ``risk.financial`` from the inputs: a write one of whose inputs names money
    (:data:`MONEY_FIELDS`: ``paymentMode``, ``amount``; ``card`` with a payment card's word,
    ``cardNumber``), a currency code (:data:`CURRENCY_CODES`: ``userApprovedUSD``; not beside
    a rate or a price, :data:`VALUE_WORDS`: ``usdRate``, ``usdPerHour``) or a bid
    beside another word (:data:`MONEY_COMPOUND`: ``userBid``, not ``bid``) is ``financial``,
    matched word ``input NAME``; so is one that sends a sum to a destination or pays a fee for
    it (:func:`transfer_inputs`: ``{satoshi, destination}``, ``{value, addr}``), matched word
    ``inputs NAME, NAME``;
    ``[]`` when it already is, for reads, or without such inputs."""
    if effect == "read" or any(risk == "financial" for risk, _ in found):
        return []
    for name in sorted(properties):
        said = words(name)
        if MONEY_FIELDS.intersection(said) or ("card" in said and CARD_WORDS.intersection(said)) \
                or CURRENCY_CODES.intersection(said) and not VALUE_WORDS.intersection(said) \
                or len(said) > 1 and MONEY_COMPOUND.intersection(said):
            return [("financial", f"input {name}")]
    sent = transfer_inputs(properties)
    return [("financial", f"inputs {sent[0]}, {sent[1]}")] if sent else []


def transfer_inputs(properties: dict) -> tuple[str, str] | None:
    """Rule ``risk.financial``: ``(sum, where)`` — the first input naming a sum sent (a unit of
    money, :data:`MONEY_UNITS`, or a last word that may be a sum, :data:`QUANTITY_WORDS`; no
    boolean, and no bound, price or fee of its own, :data:`NOT_SENT`: ``satoshi``,
    ``fundingSatoshis``, ``value``) and the first other input naming where it goes or the fee
    its move pays (:data:`DESTINATION_WORDS`, :data:`FEE_WORDS`: ``destination``, ``addr``,
    ``feerate``), when a write's inputs hold both; ``None`` otherwise (``{key, value}``,
    ``{name, address}``, a channel policy's ``{baseFeeMsat, max_htlc_msat, feeRate}``)."""
    named = {name: words(name) for name in sorted(properties)}
    amount = next((n for n, said in named.items()
                   if (MONEY_UNITS.intersection(said) or said and said[-1] in QUANTITY_WORDS)
                   and not NOT_SENT.intersection(said) and not boolean(properties[n])), None)
    where = next((n for n, said in named.items() if n != amount
                  and (DESTINATION_WORDS | FEE_WORDS).intersection(said)), None)
    return (amount, where) if amount and where else None


def boolean(schema: object) -> bool:
    """Whether an input's schema is a boolean (``{"type": "boolean"}``)."""
    return isinstance(schema, dict) and schema.get("type") == "boolean"


def system_risks(effect: str, path: str, function: str | None,
                 found: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Rule ``risk.destructive`` for the system itself: a write that stops, restarts or
    replaces the running system (:data:`SYSTEM_STOPS` in the path or the naming function:
    ``/app/shutdown``, ``rebootDevice``; :data:`SELF_ACTIONS` as the whole last segment of a
    path whose other segments are system nouns (:data:`SYSTEM_NOUNS`) or versions:
    ``/control/update``, ``/api/v2/app/restart``) makes it unavailable and loses what was
    running: ``destructive``, matched word ``"WORD (system availability)"``; ``[]`` when it
    already is, for reads, and otherwise (``/users/{id}/update``, ``/jobs/{id}/restart``,
    ``upgradeToDeluxe``)."""
    if effect == "read" or any(risk == "destructive" for risk, _ in found):
        return []
    segments = [s for s in path.split("?")[0].split("/") if s]
    said = [unglued(words(s)) for s in segments] + [caller_words(function, effect, path).kept]
    stop = next((w for phrase in said for w in phrase if w in SYSTEM_STOPS), None)
    last = said[-2] if segments else []
    if stop is None and len(last) == 1 and last[0] in SELF_ACTIONS and all(
            VERSION_SEGMENT.fullmatch(s) or set(words(s)) <= SYSTEM_NOUNS
            for s in segments[:-1]):
        stop = last[0]
    return [("destructive", f"{stop} (system availability)")] if stop else []


def execution_risks(effect: str, path: str, function: str | None,
                    found: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Rule ``risk.destructive`` for code run on the server: a write whose path, or whose
    naming function, pairs a verb that runs something (:data:`RUN_VERBS`) with code
    (:data:`CODE_NOUNS`: ``POST /sql/execute``, ``/scripts/run``, ``runShellCommand``), or
    says ``eval``; a verb of the function beside a noun of the path is no such pair
    (``executeBundle`` posting to ``/script/bundle`` may run locally what the server returns), runs SQL, a script or a command on the server: it can change or delete any
    data, whatever its side effect says: ``destructive``, matched word ``"WORD (runs code the
    caller sends)"``; ``[]`` when it already is, for reads, and otherwise."""
    if effect == "read" or any(risk == "destructive" for risk, _ in found):
        return []
    in_path = {w for s in path.split("?")[0].split("/") if s and not s.startswith("{")
               for w in unglued(words(s))}
    for said in (in_path, set(caller_words(function, effect, path).kept)):
        code = sorted(said & CODE_NOUNS)
        if code and said & RUN_VERBS or "eval" in said:
            return [("destructive", f"{code[0] if code else 'eval'} (runs code on the server)")]
    return []


# verbs that run what they are given, and the code they may be given (rule risk.destructive,
# :func:`execution_risks`)
RUN_VERBS = frozenset({"execute", "exec", "run", "eval", "evaluate"})
CODE_NOUNS = frozenset({"sql", "script", "scripts", "shell", "command", "commands", "cmd",
                        "console"})


# actions that put stored data back from a copy (``/db/restore``, ``/config/import``): on a
# store of data they overwrite what it holds (rule ``risk.destructive``, :func:`overwrite_risks`)
OVERWRITES = frozenset({"restore", "import"})
# nouns of a whole store of data, not of one item in it (``/items/{id}/restore`` undoes a
# deletion, ``/db/restore`` replaces the database)
DATA_STORES = frozenset({"db", "database", "databases", "backup", "backups", "dump", "dumps",
                         "snapshot", "snapshots", "config", "configuration"})


def overwrite_risks(effect: str, path: str, function: str | None,
                    found: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Rule ``risk.destructive`` for a store of data: a write whose path or naming function pairs an
    action that puts data back from a copy (:data:`OVERWRITES`: ``restore``, ``import``) with a
    whole store of data (:data:`DATA_STORES`: ``db``, ``backup``, ``config``) replaces what the
    store holds: ``destructive``, matched word ``"WORD NOUN (overwrites stored data)"``; ``[]``
    when it already is, for reads, and otherwise (``/items/{id}/restore``, ``/feeds/import``)."""
    if effect == "read" or any(risk == "destructive" for risk, _ in found):
        return []
    said = [w for s in path.split("?")[0].split("/") if s and not s.startswith("{")
            for w in unglued(words(s))] + caller_words(function, effect, path).kept
    action = next((w for w in said if w in OVERWRITES), None)
    store = next((w for w in said if w in DATA_STORES), None)
    if action is None or store is None:
        return []
    return [("destructive", f"{action} {store} (overwrites stored data)")]


# words of a UI text or path that say a request loses data or state
LOSS_WORDS = DELETE | {"reset", "resets", "deletes", "deleted", "removes", "removed", "erases",
                       "erased", "destroys", "lose", "lost", "wipes", "revokes", "permanently"}


def writing_read(path: str, warnings: list[str]) -> tuple[str, int] | None:
    """Rule ``policy.read-that-writes``: ``(word, index)`` when a read's own words say it
    changes state — a confirmation the client asks first (``warnings``, by index) that says
    it deletes or resets (``"This will also delete …"``), or, with index ``-1``, a path
    ending in an action word (:func:`get_action`: ``GET /notifications/test``); else
    ``None``."""
    for index, text in enumerate(warnings):
        found = [w for w in words(text) if w in LOSS_WORDS]
        if found:
            return found[0], index
    word = get_action(path)
    return (word, -1) if word is not None else None


def enum_risks(effect: str, properties: dict, found: list[tuple[str, str]],
               member_body: bool = False) -> list[tuple[str, str]]:
    """Rule ``risk.destructive-operation``: a write with an input whose ``enum`` offers a
    delete (``operation: 'archive' | 'delete'`` of a bulk endpoint) is ``destructive``, matched
    word ``NAME=VALUE``; ``[]`` when it already is, for reads, or without such an input.
    When the body is the representation of the member the write makes or replaces
    (``member_body``: :func:`member_representation`) and the ``enum`` offers a read beside the
    delete (:func:`access_modes`: a policy's ``action: 'read' | 'write' | 'delete'``), the value
    is data of that member, a kind of access it records, not an operation the request
    performs: no risk from it."""
    if effect == "read" or any(risk == "destructive" for risk, _ in found):
        return []
    for name, schema in sorted(properties.items()):
        values = schema.get("enum", []) if isinstance(schema, dict) else []
        hit = [v for v in values if isinstance(v, str) and words(v)[:1]
               and words(v)[0] in DELETE | {"purge"}]
        if hit and not (member_body and access_modes(values)):
            return [("destructive", f"{name}={hit[0]}")]
    return []


# values of an ``enum`` that name a read access (a permission to read, to view): an enum
# offering one lists kinds of access, never the operation a write performs
ACCESS_READS = frozenset({"read", "view"})


def access_modes(values: list) -> bool:
    """Whether an ``enum``'s ``values`` offer a read access (:data:`ACCESS_READS`: ``['read',
    'write', 'delete']``, ``['view', 'edit', 'delete']``): kinds of access a permission
    records; ``['archive', 'delete']`` is none."""
    return any(isinstance(v, str) and words(v) in ([w] for w in ACCESS_READS) for v in values)


def member_representation(method: str, rule: str, path: str) -> bool:
    """Whether a write's body is the representation of the member it makes or replaces: a
    ``POST`` to a collection (rule ``side-effect.rest-create``: ``POST /policies``) or a ``PUT``
    or ``PATCH`` to a path ending in the member's parameter (``PUT /policies/{policyId}``); a
    ``POST /items/bulk`` or ``/messages/{id}/actions`` sends a command, not a member."""
    if method == "POST":
        return rule == REST_CREATE
    final = path.split("?")[0].rstrip("/").rsplit("/", 1)[-1]
    return method in ("PUT", "PATCH") and final.startswith("{")


def ui_destructive(effect: str, texts: list[str]) -> tuple[str, int] | None:
    """Rule ``risk.destructive-ui``: ``(word, index)`` of the first UI text (a confirmation
    question the client asks before a write, or the label of the control starting it) whose
    words say it loses something (:data:`DESTRUCTIVE`, :data:`LOSS_WORDS` or
    :data:`IRREVERSIBLE`: "Delete this question? This cannot be undone.", "Void"); ``None`` for
    reads and otherwise."""
    if effect == "read":
        return None
    for index, text in enumerate(texts):
        found = [w for w in words(text) if w in DESTRUCTIVE | LOSS_WORDS | IRREVERSIBLE]
        if found:
            return found[0], index
    return None


def ui_says(effect: str, label: str) -> bool:
    """Whether a control's label (``"Create feedback"``, ``"Send"``) starts with an action
    word of side effect ``effect`` (rule ``side-effect.ui-label``)."""
    return bool(label) and effect_of_words(words(label)[:1], membership=False) == effect


def identified_noun(path: str) -> bool:
    """Whether ``path`` ends in path parameters right after a static segment that is one read
    word that is a noun as well (:data:`~.action_words.READ` and
    :data:`~.action_words.NOUN_LIKE`: ``/importupload/view/{id}``, ``/list/{listId}``,
    ``/query/{id}``): the parameter identifies a member that noun names, so the word is no
    verb of reading and proves no read (a ``POST`` there imports into or writes the member).
    A read word that is no noun (``/validate/{section}``, ``/search/{index}``) stays one."""
    segments = [s for s in path.split("?")[0].split("/") if s]
    static = len(segments)
    while static and segments[static - 1].startswith("{"):
        static -= 1
    if static in (0, len(segments)):
        return False
    said = words(segments[static - 1])
    return len(said) == 1 and said[0] in READ and said[0] in NOUN_LIKE
