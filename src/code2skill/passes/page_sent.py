"""Rule ``risk.page-sent-message``: the page says the request sent a message out of the system.

A client tells its user what a request did once it answers (:mod:`.page_messages`: the texts
of its success callbacks and the text shown right after it). When that text says an email, a
mail, an SMS or an invitation has been sent (``createInfoNotification(translate("An email has
been sent to your address to complete the process"))`` after ``await
initiateResetPasswordProcess(username)``), the request reached out of the system: a write with
the risk ``external`` (open-world), whatever its path's words say (``POST
/api/reset-password/identity/start`` names none). A text that says the sending failed or did not
happen (``"The email could not be sent"``, ``"Failed to send the invitation"``) proves nothing;
nor does a text naming a message without saying it was sent (``"Check your email"``).
"""
from __future__ import annotations

from code2skill.normalize import Observed
from code2skill.values import Where

from .naming import words
from .page_messages import MAX_TEXT, awaited_texts, handler_texts, success_handlers

RULE = "risk.page-sent-message"
# nouns of a message that leaves the system (an email, an SMS, an invitation)
MESSAGE_NOUNS = frozenset({"email", "emails", "mail", "mails", "sms", "invitation",
                           "invitations", "invite", "invites"})
# words saying it was sent, or sent by mail (``emailed``, ``mailed``)
SENT_WORDS = frozenset({"sent", "emailed", "mailed", "texted"})
# words saying the sending failed or did not happen
FAILURE_WORDS = frozenset({"not", "failed", "fail", "fails", "unable", "error", "cannot",
                           "couldn", "wasn", "hasn", "didn", "never", "no"})


def says_sent(text: str) -> bool:
    """Whether ``text`` says a message left the system: a word of sending
    (:data:`SENT_WORDS`) and a message's noun (:data:`MESSAGE_NOUNS`; a word of sending by mail
    is its own noun), no word of failure (:data:`FAILURE_WORDS`): ``"An email has been sent to
    your address"``, ``"Invitation sent"``, ``"We emailed you a link"``; not ``"The email could
    not be sent"``, ``"Check your email"``, ``"Message sent"`` (a chat message may stay
    inside)."""
    said = words(text)
    sent = SENT_WORDS.intersection(said)
    return bool(sent) and (bool(MESSAGE_NOUNS.intersection(said)) or bool(
        sent - {"sent"})) and not FAILURE_WORDS.intersection(said)


def sent_message(calls: list[Observed], program) -> tuple[str, Where] | None:
    """``(text, where)`` of the first text the page shows once one of ``calls`` succeeds (its
    success callbacks' texts and the text shown right after it, :mod:`.page_messages`) that
    says a message left the system (:func:`says_sent`); ``None`` otherwise."""
    for call in calls:
        texts = [t for fid in success_handlers(call, program)
                 for t in handler_texts(program, fid)] + awaited_texts(call, program)
        for text, where, _ in texts:
            if says_sent(text):
                return " ".join(text.split())[:MAX_TEXT], where
    return None
