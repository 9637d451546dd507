"""Drags and drops that become legal actions.

A table says what may be dragged (its pieces) and where it may land: each drop target is a DropZone that
knows which legal action a given item dropped on it means (`action_for(item, legal)`, None when none).
A zone lights up exactly when that answer is an action, so a lit zone is always a legal move. Dropping on a
lit zone applies that one action through the table; anywhere else the piece slides back and the player reads
why, in the engine's own words (the engine is asked on a copy of the state, never the real one).
"""
from __future__ import annotations

from rules.core import IllegalAction
from rules.core.i18n import Texts, said_of
from sprites.drag import Click, DragController
from sprites.zone import DropZone

T = Texts("scenes")


def why_not(table, action) -> str:
    """The engine's reason for refusing `action` now, asked on a clone of the state."""
    if table.actor is None:
        return T("table.not_your_move") if table.viewer is not None else T("table.spectators")
    if table.busy:
        return T("table.wait_animation")
    if action is None:
        return T("table.cannot_go")
    try:
        table.game.apply(table.game.clone(table.session.state), table.actor, action)
    except IllegalAction as exc:
        return said_of(exc)
    except Exception:        # a malformed guess of what the player meant: no engine words to show
        return T("table.cannot_go")
    return T("table.cannot_go")


def legal_zone(table, rect, label: str, ident, action_for, intended=None, refusal=None,
               show_idle: bool = True, label_top: bool = False) -> DropZone:
    """A drop target. `action_for(item, legal)` names the legal action a drop of `item` means (or None);
    `intended(item)` the action the player probably meant, so a refusal can give the engine's reason;
    `refusal(item)` a fixed reason of the table's own that comes first when it returns text."""
    def accepts(item):
        return action_for(item, table.legal()) is not None

    def reason(item):
        own = refusal(item) if refusal is not None else ""
        if own:
            return own
        return why_not(table, intended(item) if intended is not None else None)

    zone = DropZone(rect, label, accepts=accepts, reason=reason, ident=ident, show_idle=show_idle,
                    label_top=label_top)
    zone.action_for = action_for
    return zone


class TableGestures:
    """The table's drag controller, wired to the table: a drop applies its action or puts the piece back."""

    def __init__(self, table):
        self.table = table
        self.drag = DragController(on_drop=self._dropped, on_refuse=self._refused)

    def set_targets(self, draggables, zones) -> None:
        self.drag.set_targets(draggables, zones)

    def handle(self, event):
        """Feed a mouse event; returns the drag controller's result (a Click is the table's to use)."""
        return self.drag.handle(event)

    def _dropped(self, drop) -> None:
        zone = drop.zone
        action_for = getattr(zone, "action_for", None)
        action = action_for(drop.item, self.table.legal()) if action_for is not None else None
        if action is None or not self.table.act(action):
            self.table.drop_failed(drop)

    def _refused(self, result) -> None:
        reason = getattr(result, "reason", "")
        if reason:
            self.table.notify(reason, error=True)

    @property
    def busy(self) -> bool:
        return self.drag.held is not None or self.drag.sliding


__all__ = ["Click", "TableGestures", "legal_zone", "why_not"]
