"""Gestures and keys map onto exactly one legal KICKARDS action, or none."""
from rules.core import Action
from scenes.kickards import gestures as inputs

ATTACK = [Action("place", card=3, slot="support"), Action("place", card=9, slot="support"), Action("attack_done")]
EVENT = [Action("swap_event", source="stars"), Action("swap_event", source="control"),
         Action("block_event", source="stars"), Action("call_var"), Action("accept_event")]


def test_enter_and_d_mean_the_done_of_the_moment():
    assert inputs.action_for_key("return", ATTACK) == Action("attack_done")
    assert inputs.action_for_key("d", ATTACK) == Action("attack_done")
    assert inputs.action_for_key("return", EVENT) == Action("accept_event")
    assert inputs.action_for_key("d", EVENT) is None          # D is only "Done", never "accept"
    assert inputs.action_for_key("return", [Action("roll_k6")]) == Action("roll_k6")


def test_letter_keys_pick_their_action_and_stars_come_before_the_control_bar():
    assert inputs.action_for_key("s", EVENT) == Action("swap_event", source="stars")
    assert inputs.action_for_key("b", EVENT) == Action("block_event", source="stars")
    assert inputs.action_for_key("v", EVENT) == Action("call_var")
    assert inputs.action_for_key("p", ATTACK) is None
    picks = [Action("pick_star", colour=c) for c in ("blue", "red", "green")]
    assert inputs.action_for_key("2", picks) == Action("pick_star", colour="red")
    tokens = [Action("use_token", token="plus1"), Action("accept_position")]
    assert inputs.action_for_key("=", tokens) == Action("use_token", token="plus1")
    assert inputs.action_for_key("[+]", tokens) == Action("use_token", token="plus1")


def test_drops_and_clicks_map_only_onto_offered_actions():
    legal = [Action("place", card=4, slot="shooter"), Action("pass")]
    assert inputs.action_for_card_drop(4, "shooter", legal) == legal[0]
    assert inputs.action_for_card_drop(4, "support", legal) is None
    assert inputs.action_for_card_drop(5, "shooter", legal) is None
    assert inputs.action_for_card_click(4, legal) == legal[0]
    assert inputs.action_for_card_drop(7, "bench", [Action("discard", card=7)]) == Action("discard", card=7)
    assert inputs.action_for_card_drop(7, "spot", [Action("kick", card=7)]) == Action("kick", card=7)
    buys = [Action("buy", bonus="plus10"), Action("commit_star", colour="red")]
    assert inputs.action_for_star_drop("red", ("bonus", "plus10"), buys) == buys[0]
    assert inputs.action_for_star_drop("blue", ("bonus", "plus10"), buys) is None    # wrong colour
    assert inputs.action_for_star_drop("red", ("bid",), buys) == buys[1]
    assert inputs.action_for_star_drop("blue", ("event",), EVENT) == Action("swap_event", source="stars")
    assert inputs.action_for_control_click("swap_or_block", EVENT) == Action("swap_event", source="control")


def test_every_button_kind_has_a_shortcut():
    for kind in inputs.BUTTON_KINDS:
        if kind in ("pick_star", "commit_star"):
            assert inputs.key_for(Action(kind, colour="green")) == "3"
        elif kind == "use_token":
            for token in ("reroll_own", "force_reroll", "plus1", "minus1"):
                assert inputs.key_for(Action(kind, token=token))
        else:
            assert inputs.key_for(Action(kind)), kind


def test_accept_keeps_its_place_whatever_else_is_affordable():
    """A playtester's "Accept" sat top right, then dropped to the second row when a block was affordable."""
    from rules.core import Action
    from scenes.kickards.gestures import button_actions
    swap, block, accept = Action("swap_event"), Action("block_event"), Action("accept_event")
    assert button_actions([swap, accept])[0] == accept
    assert button_actions([swap, block, accept])[0] == accept
    # After "Accept", the VAR question: its harmless answer where "Accept" was (a second click lands there).
    assert button_actions([Action("call_var"), Action("no_var")])[0] == Action("no_var")
