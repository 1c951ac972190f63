"""The phase tracker walks Table 1 of the game's pack, bound after bound."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ba_console.core.phases import flatten
from ba_console.gui.widgets.phase_tracker import PhaseTrackerWidget
from tests.gui.conftest import confirm_movements, log_typed_roll, refusals


def make_tracker(qtbot, controller) -> PhaseTrackerWidget:
    tracker = PhaseTrackerWidget()
    qtbot.addWidget(tracker)
    tracker.bind(controller)
    tracker.show()
    return tracker


def test_tracker_lists_every_phase_and_sub_phase_of_the_pack(qtbot, controller):
    tracker = make_tracker(qtbot, controller)
    tree = tracker.ui.phaseTree
    shown = [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]
    labels = [phase.label.en for phase in controller.pack.phases]
    assert [text.split(". ", 1)[1] for text in shown] == labels
    subs = sum(tree.topLevelItem(i).childCount() for i in range(tree.topLevelItemCount()))
    assert subs == sum(len(phase.sub) for phase in controller.pack.phases)
    assert tracker.ui.boundLabel.text() == "Bound 1"
    assert tracker.current_step_text() == "1a. Issuing of orders"
    assert not tracker.ui.backButton.isEnabled()


def test_next_walks_a_whole_bound_then_bound_2_begins_and_is_logged(qtbot, controller):
    tracker = make_tracker(qtbot, controller)
    steps = flatten(controller.pack.phases)
    seen = [tracker.current_step_text()]
    for _ in range(len(steps) - 1):
        qtbot.mouseClick(tracker.ui.nextButton, Qt.MouseButton.LeftButton)
        seen.append(tracker.current_step_text())
    assert seen[-1] == "7. End of bound"
    assert "6b. Retreat, rout and spread of rout" in seen
    assert len(set(seen)) == len(steps)
    assert controller.game.rolls(kind="bound_started") == []

    with qtbot.waitSignal(controller.roll_logged):
        qtbot.mouseClick(tracker.ui.nextButton, Qt.MouseButton.LeftButton)
    assert tracker.ui.boundLabel.text() == "Bound 2"
    assert tracker.current_step_text() == "1a. Issuing of orders"
    started = controller.game.rolls(kind="bound_started")
    assert [(row.bound, row.phase, row.sub_phase) for row in started] == [
        (2, "ordering", "issuing_orders")
    ]


def test_new_bound_expires_flags_of_the_bound_before_and_logs_them(qtbot, controller):
    game = controller.game
    with game.transaction():
        game.add_flag("hus-2s", "fast_march", set_bound=1, expires_after=1)
        game.add_flag("i-15", "charged", set_bound=1, expires_after=2)
    for _ in flatten(controller.pack.phases):
        controller.advance_phase()
    assert controller.bound == 2
    remaining = [(f.unit, f.key) for f in game.flags()]
    assert remaining == [("i-15", "charged")]
    row = game.rolls(kind="bound_started")[-1]
    assert [(e.unit, e.what, e.from_) for e in row.effects] == [
        ("hus-2s", "flag", {"key": "fast_march", "expires_after": 1})
    ]
    assert game.verify().ok


def test_back_goes_to_an_earlier_sub_phase_but_never_into_a_closed_phase(qtbot, controller):
    """Digest 1.1.1: "Once a *phase* is closed, what was done in it stands even if it broke
    the rules; this does not apply to sub-phases." (The Danish sentence is not in our
    material.)"""
    tracker = make_tracker(qtbot, controller)
    messages = refusals(controller)
    controller.advance_phase()  # 1b. Ordering rolls: 1a is a sub-phase of the same phase
    qtbot.mouseClick(tracker.ui.backButton, Qt.MouseButton.LeftButton)
    assert tracker.current_step_text() == "1a. Issuing of orders"
    controller.advance_phase()
    controller.advance_phase()  # 2. Reporting phase: the ordering phase is closed
    assert tracker.current_step_text() == "2. Reporting phase"
    assert not tracker.ui.backButton.isEnabled()
    refused = "Ordering phase is closed and stands (1.1.1): Back goes only to an earlier "
    refused += "sub-phase of the phase you are in."
    assert tracker.ui.backButton.toolTip() == refused
    assert controller.back_phase() is None
    assert messages[-1] == refused
    assert tracker.current_step_text() == "2. Reporting phase"
    while controller.position().sub_phase != "march":
        controller.advance_phase()
    assert controller.back_phase().sub_phase == "formation_change"  # 4c → 4b
    assert controller.back_phase().sub_phase == "split_assemble"  # 4b → 4a
    assert controller.back_phase() is None  # 4a: the continued-fire phase is closed
    assert messages[-1].startswith("Phase for continued fire is closed and stands (1.1.1)")
    while controller.bound == 1:
        controller.advance_phase()
    # A bound with nothing logged in it may be taken back; one with a roll in it stands.
    assert tracker.ui.backButton.isEnabled()
    roll = log_typed_roll(controller, "catch", "owner", "i-15", "escapes")
    assert not tracker.ui.backButton.isEnabled()
    assert controller.back_phase() is None
    refused = f"Bound 2 stands: roll {roll.sequence} (Catch roll for a staff figure) is logged "
    refused += "in it. Back returns "
    refused += "to bound 1 only while nothing of bound 2 is logged (1.1.1)."
    assert messages[-1] == refused
    assert tracker.ui.backButton.toolTip() == refused
    assert controller.position().bound == 2


def test_back_is_allowed_within_a_phase_and_its_button_says_so(qtbot, controller):
    tracker = make_tracker(qtbot, controller)
    controller.advance_phase()
    assert tracker.ui.backButton.isEnabled()
    assert tracker.ui.backButton.toolTip() == (
        "Back to the sub-phase before, within this phase (Shift+F8, Ctrl+Left)"
    )


def test_open_tasks_count_pending_ordering_rolls(qtbot, controller):
    from ba_console.core.orders import OrderFacts, OrderParts

    tracker = make_tracker(qtbot, controller)
    far = OrderFacts(over_30cm_from_commander=True)
    march = OrderParts.from_data({"march": {"to": "the church"}})
    for unit in ("i-15", "ii-15", "i-1t"):
        assert controller.save_order(unit, text="to the church", parts=march, facts=far)
    tasks = [tracker.ui.tasksList.item(i).text() for i in range(tracker.ui.tasksList.count())]
    assert "3 ordering rolls pending" in tasks
    assert "19 units without an order" in tasks


def test_open_tasks_show_melees_not_resolved_until_the_melee_roll_is_logged(qtbot, controller):
    from ba_console.core.orders import OrderParts

    tracker = make_tracker(qtbot, controller)
    attack = OrderParts.from_data({"attack": {"target": "1/1er Tirailleurs de la Garde"}})
    assert controller.save_order("i-15", text="attack the tirailleurs", parts=attack)
    while controller.position().phase != "melee":
        if controller.position().phase == "movement":
            confirm_movements(controller)
        controller.advance_phase()
    assert tasks_shown(tracker) == ["1 melee not resolved"]
    log_typed_roll(controller, "melee", "attacker", "i-15", "attacker_wins")
    assert tasks_shown(tracker) == ["Nothing open: go on with Next (F8)."]


def tasks_shown(tracker) -> list[str]:
    """The open tasks as listed, without the step's checklist and without what is only
    information on the staff figures (listed wherever staff move)."""
    checks = {text for text, _ in tracker.checks()}
    items = (tracker.ui.tasksList.item(i).text() for i in range(tracker.ui.tasksList.count()))
    return [text for text in items if text not in checks and "staff figure" not in text]


def test_open_tasks_of_earlier_steps_stay_listed_with_their_step(qtbot, controller):
    from ba_console.core.orders import OrderFacts, OrderParts

    tracker = make_tracker(qtbot, controller)
    far = OrderFacts(over_30cm_from_commander=True)
    march = OrderParts.from_data({"march": {"to": "the farm"}})
    attack = OrderParts.from_data({"attack": {"target": "1/2e Grenadiers à pied"}})
    assert controller.save_order("bty-yg", text="to the farm", parts=march, facts=far)
    assert controller.save_order("i-15", text="attack the grenadiers", parts=attack)
    while controller.position().phase != "reporting":
        controller.advance_phase()
    assert tasks_shown(tracker) == ["from 1b: 1 ordering roll pending"]
    while controller.position().sub_phase != "forced_moves":
        controller.advance_phase()
    assert tasks_shown(tracker) == [
        "from 1b: 1 ordering roll pending",
        "from 4a: 2 movements to confirm (F7)",
        "from 6a: 1 melee not resolved",
    ]


def test_an_empty_roster_points_to_where_units_are_added(qtbot, qapp, tmp_path, data_dir):
    from ba_console.gui.controller import GameController
    from ba_console.gui.new_game import NewGameChoices

    controller = GameController(data_dir, "en")
    tracker = make_tracker(qtbot, controller)
    controller.create_game(
        NewGameChoices(title="Empty", path=tmp_path / "empty.bagame", pack="belle_alliance")
    )
    assert tasks_shown(tracker) == [
        "The roster is empty: add sides, commanders and units with Roster › Add, "
        "or start a new game from a roster file (File › New game)."
    ]
    controller.close_game()


def test_each_step_says_what_to_do_and_lists_what_to_check_on_the_table(qtbot, controller):
    """11.4: a sentence per step with its rule, and the rules measured on the table as a
    checklist at their step; a tick stays through the step and is new each bound."""
    tracker = make_tracker(qtbot, controller)
    assert tracker.ui.phaseNoteLabel.text().startswith("Rule 1.1.2\nType each unit's order")
    assert tracker.checks() == []
    while controller.position().sub_phase != "march":
        controller.advance_phase()
    note = tracker.ui.phaseNoteLabel.text()
    assert note.startswith("Rule 2.3\nMarch, fast march and charge")
    assert "catch roll (Table 18)" in note
    checks = tracker.checks()
    assert [text.split(":")[0] for text, _ in checks] == ["Check 2.3.2", "Check 2.3.3"]
    assert "90 cm" in checks[0][0] and not checks[0][1]
    assert any("staff figures on the table" in line for line in tasks_texts(tracker))
    item = tracker.ui.tasksList.item(tracker.ui.tasksList.count() - 2)
    item.setCheckState(Qt.CheckState.Checked)
    tracker.refresh()  # the list is drawn again (a roll, an order): the tick stays
    assert [ticked for _, ticked in tracker.checks()] == [True, False]
    controller.advance_phase()  # 5. Fire phase: split fire, one roll (3.1.2)
    assert [text.split(":")[0] for text, _ in tracker.checks()] == ["Check 3.1.2"]
    while controller.position().sub_phase != "march":
        controller.advance_phase()
    assert controller.bound == 2
    assert [ticked for _, ticked in tracker.checks()] == [False, False]


def test_the_checklist_is_in_danish_in_a_danish_game(qtbot, controller):
    controller.language = "da"
    tracker = make_tracker(qtbot, controller)
    controller.advance_phase()
    while controller.position().phase != "fire":
        controller.advance_phase()
    [(text, ticked)] = tracker.checks()
    assert text.endswith("3.1.2: Delt ild: højst to dele, ét kast for begge, i samme fase.")
    assert not ticked


def tasks_texts(tracker) -> list[str]:
    return [tracker.ui.tasksList.item(i).text() for i in range(tracker.ui.tasksList.count())]
