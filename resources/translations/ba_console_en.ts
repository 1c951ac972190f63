<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en">
<context>
    <name>ClubPackWords</name>
    <message numerus="yes">
        <source>The club's pack keeps %n cell(s) for the next games (%1).</source>
        <translation>
            <numerusform>The club's pack keeps %n cell for the next games (%1).</numerusform><numerusform>The club's pack keeps %n cells for the next games (%1).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>the effects of %n outcome(s)</source>
        <translation>
            <numerusform>the effects of %n outcome</numerusform><numerusform>the effects of %n outcomes</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>The club's pack keeps %n cell(s) and %1 for the next games (%2).</source>
        <translation>
            <numerusform>The club's pack keeps %n cell and %1 for the next games (%2).</numerusform><numerusform>The club's pack keeps %n cells and %1 for the next games (%2).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>The club's pack reads %n cell(s) otherwise and keeps its reading.</source>
        <translation>
            <numerusform>The club's pack reads %n cell otherwise and keeps its reading.</numerusform><numerusform>The club's pack reads %n cells otherwise and keeps its reading.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>The club's pack gives %n outcome(s) other effects and keeps them.</source>
        <translation>
            <numerusform>The club's pack gives %n outcome other effects and keeps them.</numerusform><numerusform>The club's pack gives %n outcomes other effects and keeps them.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>The club's pack does not take %n corrected cell(s): corrections stay in this game (Log and pack › The club's pack… corrects the club's).</source>
        <translation>
            <numerusform>The club's pack does not take %n corrected cell: corrections stay in this game (Log and pack › The club's pack… corrects the club's).</numerusform><numerusform>The club's pack does not take %n corrected cells: corrections stay in this game (Log and pack › The club's pack… corrects the club's).</numerusform></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message numerus="yes">
        <source>%n unit(s) without an order</source>
        <translation>
            <numerusform>%n unit without an order</numerusform><numerusform>%n units without an order</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n brigade(s) without an order</source>
        <translation>
            <numerusform>%n brigade without an order</numerusform><numerusform>%n brigades without an order</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) in FD cannot take orders</source>
        <translation>
            <numerusform>%n unit in FD cannot take orders</numerusform><numerusform>%n units in FD cannot take orders</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n ordering roll(s) pending</source>
        <translation>
            <numerusform>%n ordering roll pending</numerusform><numerusform>%n ordering rolls pending</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n fallen commander(s) to replace (Table 19)</source>
        <translation>
            <numerusform>%n fallen commander to replace (Table 19)</numerusform><numerusform>%n fallen commanders to replace (Table 19)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n movement(s) to confirm (F7)</source>
        <translation>
            <numerusform>%n movement to confirm (F7)</numerusform><numerusform>%n movements to confirm (F7)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n melee(s) not resolved</source>
        <translation>
            <numerusform>%n melee not resolved</numerusform><numerusform>%n melees not resolved</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) may continue fire at last bound's target (1.1.1)</source>
        <translation>
            <numerusform>%n unit may continue fire at last bound's target (1.1.1)</numerusform><numerusform>%n units may continue fire at last bound's target (1.1.1)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) routed: a spread-of-rout roll for each unit the rout reaches (Table 9)</source>
        <translation>
            <numerusform>%n unit routed: a spread-of-rout roll for each unit the rout reaches (Table 9)</numerusform><numerusform>%n units routed: a spread-of-rout roll for each unit the rout reaches (Table 9)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n staff figure(s) on the table: a catch roll for any within 5 cm of an enemy unit (Table 18)</source>
        <translation>
            <numerusform>%n staff figure on the table: a catch roll for any within 5 cm of an enemy unit (Table 18)</numerusform><numerusform>%n staff figures on the table: a catch roll for any within 5 cm of an enemy unit (Table 18)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) had none to copy</source>
        <translation>
            <numerusform>%n unit had none to copy</numerusform><numerusform>%n units had none to copy</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) could not take an order</source>
        <translation>
            <numerusform>%n unit could not take an order</numerusform><numerusform>%n units could not take an order</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n order(s) not copied</source>
        <translation>
            <numerusform>%n order not copied</numerusform><numerusform>%n orders not copied</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n order(s) copied from bound %1</source>
        <translation>
            <numerusform>%n order copied from bound %1</numerusform><numerusform>%n orders copied from bound %1</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>same as last bound (%n order(s))</source>
        <translation>
            <numerusform>same as last bound (%n order)</numerusform><numerusform>same as last bound (%n orders)</numerusform></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>Log: %Ln row(s)</source>
        <translation>
            <numerusform>Log: %Ln row</numerusform><numerusform>Log: %Ln rows</numerusform></translation>
    </message>
</context>
<context>
    <name>MovementDialog</name>
    <message numerus="yes">
        <source>Bound %1: %n unit(s) to confirm. Enter confirms the chosen one and goes on.</source>
        <translation>
            <numerusform>Bound %1: %n unit to confirm. Enter confirms the chosen one and goes on.</numerusform><numerusform>Bound %1: %n units to confirm. Enter confirms the chosen one and goes on.</numerusform></translation>
    </message>
</context>
<context>
    <name>OrderSheetModel</name>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform><numerusform>%n units</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n ordering roll(s)</source>
        <translation>
            <numerusform>%n ordering roll</numerusform><numerusform>%n ordering rolls</numerusform></translation>
    </message>
</context>
<context>
    <name>OrderSheetWidget</name>
    <message numerus="yes">
        <source>%n ordering roll(s) needed</source>
        <translation>
            <numerusform>%n ordering roll needed</numerusform><numerusform>%n ordering rolls needed</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n in FD (no orders)</source>
        <translation>
            <numerusform>%n in FD (no orders)</numerusform><numerusform>%n in FD (no orders)</numerusform></translation>
    </message>
</context>
<context>
    <name>PackEditorDialog</name>
    <message numerus="yes">
        <source>%n unset band(s) added.</source>
        <translation>
            <numerusform>%n unset band added.</numerusform><numerusform>%n unset bands added.</numerusform></translation>
    </message>
</context>
<context>
    <name>PackTablesModel</name>
    <message numerus="yes">
        <source>%n cell(s) entered at the table; </source>
        <translation>
            <numerusform>%n cell entered at the table; </numerusform><numerusform>%n cells entered at the table; </numerusform></translation>
    </message>
</context>
<context>
    <name>PhaseTrackerWidget</name>
    <message numerus="yes">
        <source>Bound %n</source>
        <translation>
            <numerusform>Bound %n</numerusform><numerusform>Bound %n</numerusform></translation>
    </message>
</context>
<context>
    <name>RollDialog</name>
    <message numerus="yes">
        <source>%n figure(s)</source>
        <translation>
            <numerusform>%n figure</numerusform><numerusform>%n figures</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>supplies: %n roll(s) left</source>
        <translation>
            <numerusform>supplies: %n roll left</numerusform><numerusform>supplies: %n rolls left</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n unset factor(s)</source>
        <translation>
            <numerusform>%n unset factor</numerusform><numerusform>%n unset factors</numerusform></translation>
    </message>
</context>
<context>
    <name>RollLogModel</name>
    <message numerus="yes">
        <source>Bound %1 began; %n flag(s) expired.</source>
        <translation>
            <numerusform>Bound %1 began; %n flag expired.</numerusform><numerusform>Bound %1 began; %n flags expired.</numerusform></translation>
    </message>
</context>
<context>
    <name>RollLogView</name>
    <message numerus="yes">
        <source>%Ln roll(s)</source>
        <translation>
            <numerusform>%Ln roll</numerusform><numerusform>%Ln rolls</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>OK: %Ln roll(s), hash chain intact</source>
        <translation>
            <numerusform>OK: %Ln roll, hash chain intact</numerusform><numerusform>OK: %Ln rolls, hash chain intact</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n roster correction(s) by the umpire</source>
        <translation>
            <numerusform>%n roster correction by the umpire</numerusform><numerusform>%n roster corrections by the umpire</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n console draw(s) shown but never logged</source>
        <translation>
            <numerusform>%n console draw shown but never logged</numerusform><numerusform>%n console draws shown but never logged</numerusform></translation>
    </message>
</context>
<context>
    <name>StepWords</name>
    <message numerus="yes">
        <source>%n transfer(s) took effect (1.1.5).</source>
        <translation>
            <numerusform>%n transfer took effect (1.1.5).</numerusform><numerusform>%n transfers took effect (1.1.5).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Moved on with %n open task(s).</source>
        <translation>
            <numerusform>Moved on with %n open task.</numerusform><numerusform>Moved on with %n open tasks.</numerusform></translation>
    </message>
</context>
</TS>