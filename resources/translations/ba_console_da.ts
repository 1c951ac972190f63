<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK">
<context>
    <name>ChargeOperations</name>
    <message>
        <location filename="../../ba_console/gui/charge_operations.py" line="49"/>
        <source>No game is open.</source>
        <translation>Intet spil er åbent.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/charge_operations.py" line="58"/>
        <source>The decision is not complete.</source>
        <translation>Beslutningen er ikke færdig.</translation>
    </message>
</context>
<context>
    <name>ChargesDialog</name>
    <message>
        <location filename="../../ba_console/gui/dialogs/charges.py" line="165"/>
        <source>Bound %1 · %2</source>
        <translation>Træk %1 · %2</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/charges.py" line="171"/>
        <source>The game is not in the charge phase: go to it with Next (F8).</source>
        <translation>Spillet er ikke i chokfasen: gå til den med Næste (F8).</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/charges.py" line="182"/>
        <source>phasing: %1, initiative: %2</source>
        <translation>aktiv side: %1, initiativ: %2</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/charges.py" line="194"/>
        <source>The phase: declarations and readings</source>
        <translation>Fasen: erklæringer og fortolkninger</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/charges.py" line="232"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/charges.py" line="237"/>
        <source>intercepts charge %1</source>
        <translation>opfanger chok %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/charges.py" line="241"/>
        <source>massed column %1</source>
        <translation>massekolonne %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/charges.py" line="297"/>
        <source>Rule: %1</source>
        <translation>Regel: %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/charges.py" line="415"/>
        <source>The test is rolled in the roll dialog and logged as a roll.</source>
        <translation>Testen slås i terningevinduet og logføres som et terningkast.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/charges.py" line="420"/>
        <source>The log will say: %1</source>
        <translation>Loggen vil sige: %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/charges.py" line="425"/>
        <source>Nothing to do here now.</source>
        <translation>Intet at gøre her nu.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/charges.py" line="474"/>
        <source>(answer it on the phase&apos;s line, under its club readings)</source>
        <translation>(besvar den på fasens linje, under klubbens fortolkninger)</translation>
    </message>
    <message>
        <location filename="../../ui/charges_dialog.ui" line="14"/>
        <source>Charges</source>
        <translation>Chok</translation>
    </message>
    <message>
        <location filename="../../ui/charges_dialog.ui" line="59"/>
        <source>C&amp;harges (in the order they are carried out):</source>
        <translation>C&amp;hok (i den rækkefølge de gennemføres):</translation>
    </message>
    <message>
        <location filename="../../ui/charges_dialog.ui" line="79"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../../ui/charges_dialog.ui" line="84"/>
        <source>Side</source>
        <translation>Side</translation>
    </message>
    <message>
        <location filename="../../ui/charges_dialog.ui" line="89"/>
        <source>Charge</source>
        <translation>Chok</translation>
    </message>
    <message>
        <location filename="../../ui/charges_dialog.ui" line="94"/>
        <source>Next</source>
        <translation>Næste</translation>
    </message>
    <message>
        <location filename="../../ui/charges_dialog.ui" line="118"/>
        <source>&amp;What next:</source>
        <translation>&amp;Hvad nu:</translation>
    </message>
    <message>
        <location filename="../../ui/charges_dialog.ui" line="158"/>
        <source>Umpire&apos;s r&amp;uling: log it although the rules refuse</source>
        <translation>Dommerens &amp;kendelse: logfør trods reglernes afvisning</translation>
    </message>
    <message>
        <location filename="../../ui/charges_dialog.ui" line="167"/>
        <source>N&amp;ote:</source>
        <translation>N&amp;ote:</translation>
    </message>
    <message>
        <location filename="../../ui/charges_dialog.ui" line="216"/>
        <source>&amp;Roll the test…</source>
        <translation>S&amp;lå testen…</translation>
    </message>
    <message>
        <location filename="../../ui/charges_dialog.ui" line="233"/>
        <source>&amp;Log decision</source>
        <translation>&amp;Logfør beslutning</translation>
    </message>
    <message>
        <location filename="../../ui/charges_dialog.ui" line="243"/>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
</context>
<context>
    <name>CommanderRollOffBox</name>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/roll_off_box.py" line="43"/>
        <source>Commanders in base contact with the unit (1.1.4)</source>
        <translation>Chefer i brikkontakt med enheden (1.1.4)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/roll_off_box.py" line="56"/>
        <source>&amp;Unit:</source>
        <translation>&amp;Enhed:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/roll_off_box.py" line="61"/>
        <source>Tick every commander touching the unit. One: he is engaged. Several: dice decide which is engaged (1.1.4).</source>
        <translation>Afkryds hver chef i brikkontakt med enheden. Én: han griber ind. Flere: terningerne afgør, hvem der griber ind (1.1.4).</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/roll_off_box.py" line="70"/>
        <source>Roll off a&amp;gain</source>
        <translation>Terningkast om &amp;igen</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/roll_off_box.py" line="72"/>
        <source>Clear the roll-off&apos;s dice and start from round 1</source>
        <translation>Ryd terningerne i terningkastet om og begynd forfra med runde 1</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/roll_off_box.py" line="76"/>
        <source>Commanders:</source>
        <translation>Chefer:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/roll_off_box.py" line="212"/>
        <source>One commander touches the unit: he is engaged, no roll-off.</source>
        <translation>Én chef i brikkontakt med enheden: han griber ind, intet terningkast om.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/roll_off_box.py" line="214"/>
        <source>Tick the commanders touching the unit; several: a roll-off.</source>
        <translation>Afkryds cheferne i brikkontakt med enheden; er der flere, afgør et terningkast om, hvem der griber ind.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/roll_off_box.py" line="221"/>
        <source>total {v}</source>
        <translation>sum {v}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/roll_off_box.py" line="230"/>
        <source>Roll-off: {name} is engaged (highest total, {total}).</source>
        <translation>Terningkast om: {name} griber ind (højeste sum, {total}).</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/roll_off_box.py" line="238"/>
        <source>Tie at {total}: {names} roll again (round {round}). The console&apos;s reading of a tie; the book&apos;s wording is not known.</source>
        <translation>Lige ved {total}: {names} slår igen (runde {round}). Konsollens læsning af lighed; bogens ordlyd kendes ikke.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/roll_off_box.py" line="247"/>
        <source>Several commanders touch the unit: dice decide which is engaged (1.1.4). Type each one&apos;s dice or press Ctrl+R.</source>
        <translation>Flere chefer i brikkontakt med enheden: terningerne afgør, hvem der griber ind (1.1.4). Skriv hver enkelts terninger eller tryk Ctrl+R.</translation>
    </message>
</context>
<context>
    <name>ConsoleSession</name>
    <message>
        <location filename="../../ba_console/gui/app.py" line="173"/>
        <source>Your games are now kept in %1 (moved from %2).</source>
        <translation>Dine spil gemmes nu i %1 (flyttet fra %2).</translation>
    </message>
</context>
<context>
    <name>DiceEntryWidget</name>
    <message>
        <location filename="../../ba_console/gui/widgets/dice_entry.py" line="48"/>
        <source>e.g. {example} — empty: console dice</source>
        <translation>f.eks. {example} — tomt: konsolterninger</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/dice_entry.py" line="53"/>
        <source>Type the faces of the real dice ({spec}), e.g. 356; leave empty and press Ctrl+R to roll the console dice</source>
        <translation>Indtast øjnene på de fysiske terninger ({spec}), f.eks. 356; lad feltet stå tomt og tryk Ctrl+R for at slå med konsolterningerne</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/dice_entry.py" line="108"/>
        <source>{spec} console</source>
        <translation>{spec} konsol</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/dice_entry.py" line="136"/>
        <source>{spec}: {got} of {count} dice typed</source>
        <translation>{spec}: {got} af {count} terninger indtastet</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/dice_entry.py" line="144"/>
        <source>{spec} typed</source>
        <translation>{spec} indtastet</translation>
    </message>
</context>
<context>
    <name>DisputeReport</name>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="17"/>
        <source>hash = SHA-256 (hex) of the UTF-8 canonical JSON (keys sorted, no whitespace, non-ASCII kept) of the roll without its &apos;hash&apos; and &apos;voided_by&apos; fields; prev_hash of roll 1 is the seed commitment, of every later roll the previous roll&apos;s hash; seed commitment = SHA-256 of the seed. Every console draw shown is in the ledger (&apos;console_draws&apos;), hashed the same way without its &apos;hash&apos; and &apos;used_by&apos; fields, prev_hash of the first draw being the seed commitment and of every later draw the previous draw&apos;s hash; its faces = fair_faces(seed, draw, &apos;kind/role&apos;, count, sides) by HMAC-SHA256 (ba_console.core.fair_dice). A console side names its draw (&apos;draw&apos;); every roll logged after the first draw names the latest draw then shown (&apos;last_draw&apos;) and its hash (&apos;draw_head&apos;), so each roll&apos;s hash also seals the draws shown before it. Rolls from before the ledger carry neither, and their console faces = fair_faces(seed, sequence, &apos;kind/role&apos;, count, sides).</source>
        <translation>hash = SHA-256 (hex) af kastets kanoniske JSON i UTF-8 (nøgler sorteret, intet mellemrum, ikke-ASCII bevaret) uden felterne &apos;hash&apos; og &apos;voided_by&apos;; prev_hash for kast 1 er frøets forpligtelse, for hvert senere kast hashen af det forrige kast; frøets forpligtelse = SHA-256 af frøet. Hvert vist konsolslag står i protokollen (&apos;console_draws&apos;), hashet på samme måde uden felterne &apos;hash&apos; og &apos;used_by&apos;, med frøets forpligtelse som prev_hash for det første slag og hashen af det forrige slag for hvert senere slag; dets øjne = fair_faces(seed, draw, &apos;kind/role&apos;, count, sides) ved HMAC-SHA256 (ba_console.core.fair_dice). En konsolside angiver sit slag (&apos;draw&apos;); hvert kast, der er logført efter det første slag, angiver det senest viste slag (&apos;last_draw&apos;) og dets hash (&apos;draw_head&apos;), så hvert kasts hash også forsegler de slag, der blev vist før det. Kast fra før protokollen har ingen af delene, og deres konsoløjne = fair_faces(seed, sequence, &apos;kind/role&apos;, count, sides).</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="720"/>
        <source>typed</source>
        <translation>indtastet</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="307"/>
        <location filename="../../ba_console/reports/log.py" line="722"/>
        <source>console</source>
        <translation>konsol</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="326"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="327"/>
        <source>no</source>
        <translation>nej</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/readable.py" line="43"/>
        <source>void</source>
        <translation>annullering</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="647"/>
        <source>Bound %2 began; %1 flag expired.</source>
        <translation>Træk %2 begyndt; %1 mærke udløbet.</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="648"/>
        <source>Bound %2 began; %1 flags expired.</source>
        <translation>Træk %2 begyndt; %1 mærker udløbet.</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/readable.py" line="37"/>
        <source>carried out as ordered</source>
        <translation>udført som beordret</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/readable.py" line="38"/>
        <source>carried out in part</source>
        <translation>delvis udført</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/readable.py" line="39"/>
        <source>not carried out</source>
        <translation>ikke udført</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/readable.py" line="44"/>
        <source>roster correction</source>
        <translation>rettelse af styrkelisten</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/readable.py" line="45"/>
        <source>seed revealed</source>
        <translation>frø afsløret</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/readable.py" line="46"/>
        <source>bound started</source>
        <translation>træk begyndt</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/readable.py" line="47"/>
        <source>movement</source>
        <translation>bevægelse</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/readable.py" line="48"/>
        <source>witnessed seal</source>
        <translation>bevidnet segl</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/readable.py" line="49"/>
        <source>charge decision</source>
        <translation>chokbeslutning</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/readable.py" line="51"/>
        <source>%1 vs %2: %3</source>
        <translation>%1 mod %2: %3</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/readable.py" line="52"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="733"/>
        <source>voids #%1: %2</source>
        <translation>annullerer #%1: %2</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="737"/>
        <source>roster corrected by the umpire (no dice)</source>
        <translation>styrkelisten rettet af dommeren (ingen terninger)</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="761"/>
        <source>typed by the umpire</source>
        <translation>indtastet af dommeren</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="771"/>
        <source>pack %1…</source>
        <translation>pakke %1…</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="768"/>
        <location filename="../../ba_console/reports/log.py" line="858"/>
        <source>voided by #%1</source>
        <translation>annulleret af #%1</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="156"/>
        <source>%1: %2 lost</source>
        <translation>%1: %2 tabt</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="174"/>
        <source>The outcome logged is not one the table gives.</source>
        <translation>Det logførte udfald er ikke et af dem, skemaet giver.</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="179"/>
        <source>The pack does not fill this roll&apos;s table, so the bar shows the dice: %1 had a chance of %2.</source>
        <translation>Pakken udfylder ikke dette kasts skema, så søjlen viser terningerne: %1 havde en chance på %2.</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="188"/>
        <source>Logged: %1, which had a chance of %2.</source>
        <translation>Logført: %1, som havde en chance på %2.</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="203"/>
        <source>well within what fair dice give</source>
        <translation>helt inden for, hvad ærlige terninger giver</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="206"/>
        <source>fair dice are this far from 50 % once in %1 games</source>
        <translation>ærlige terninger er så langt fra 50 % én gang i %1 spil</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="210"/>
        <source>%1: %2, on average at %3 (fair dice: 50 %); %4.</source>
        <translation>%1: %2, i gennemsnit ved %3 (ærlige terninger: 50 %); %4.</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="229"/>
        <source>roll #%1</source>
        <translation>kast #%1</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="233"/>
        <source>Bound %1</source>
        <translation>Træk %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="235"/>
        <source>all bounds</source>
        <translation>alle træk</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="238"/>
        <source>unit %1</source>
        <translation>enhed %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="240"/>
        <source>all units</source>
        <translation>alle enheder</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="245"/>
        <source>all kinds</source>
        <translation>alle kasttyper</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="249"/>
        <source>phase %1</source>
        <translation>fase %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="252"/>
        <source>text “%1”</source>
        <translation>tekst »%1«</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="266"/>
        <source>%1 of %2 in the log</source>
        <translation>%1 af %2 i loggen</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="289"/>
        <source>no console draws</source>
        <translation>ingen konsolslag</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="293"/>
        <source>%1 console draw, logged</source>
        <translation>%1 konsolslag, logført</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="294"/>
        <source>%1 console draws, every one logged</source>
        <translation>%1 konsolslag, alle logført</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="298"/>
        <source>%1 console draws, %2 shown but never logged</source>
        <translation>%1 konsolslag, heraf %2 vist, men aldrig logført</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="308"/>
        <source>physical</source>
        <translation>fysiske</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="309"/>
        <source>both</source>
        <translation>konsol og fysiske</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="318"/>
        <location filename="../../ba_console/reports/summary.py" line="268"/>
        <source>local time, %1</source>
        <translation>lokal tid, %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="320"/>
        <source>local time, %1, %2</source>
        <translation>lokal tid, %1, %2</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="331"/>
        <location filename="../../ba_console/reports/summary.py" line="273"/>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="351"/>
        <location filename="../../ba_console/reports/summary.py" line="280"/>
        <source>Times</source>
        <translation>Tider</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="350"/>
        <source>Log</source>
        <translation>Kastelog</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="530"/>
        <source>bound</source>
        <translation>træk</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="531"/>
        <source>unit</source>
        <translation>enhed</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="532"/>
        <source>kind</source>
        <translation>kasttype</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="838"/>
        <source>Seal</source>
        <translation>Segl</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="839"/>
        <source>Witness and note</source>
        <translation>Vidne og notat</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="333"/>
        <location filename="../../ba_console/reports/summary.py" line="277"/>
        <source>Rule pack</source>
        <translation>Regelpakke</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="337"/>
        <source>Pack hash</source>
        <translation>Pakkens hash</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="343"/>
        <location filename="../../ba_console/reports/log.py" line="898"/>
        <source>Dice</source>
        <translation>Terninger</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="339"/>
        <source>Seed commitment</source>
        <translation>Frøets forpligtelse</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="345"/>
        <source>Seed revealed</source>
        <translation>Frø afsløret</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/__init__.py" line="36"/>
        <source>Page %1 of %2</source>
        <translation>Side %1 af %2</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/__init__.py" line="152"/>
        <location filename="../../ba_console/reports/log.py" line="461"/>
        <source>Roll log: %1</source>
        <translation>Kastelog: %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="76"/>
        <location filename="../../ba_console/reports/log.py" line="198"/>
        <location filename="../../ba_console/reports/log.py" line="261"/>
        <location filename="../../ba_console/reports/log.py" line="276"/>
        <source>%1 roll</source>
        <translation>%1 kast</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="77"/>
        <location filename="../../ba_console/reports/log.py" line="199"/>
        <location filename="../../ba_console/reports/log.py" line="262"/>
        <location filename="../../ba_console/reports/log.py" line="277"/>
        <source>%1 rolls</source>
        <translation>%1 kast</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="528"/>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="539"/>
        <source>%1 of %2 shown</source>
        <translation>%1 af %2 vist</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="549"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="550"/>
        <source>Roll, dice and factors</source>
        <translation>Kast, terninger og faktorer</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="551"/>
        <source>Table and outcome</source>
        <translation>Skema og udfald</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="581"/>
        <source>No rolls to show.</source>
        <translation>Ingen kast at vise.</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="629"/>
        <source>“%1” (until bound %2) removed: %3</source>
        <translation>»%1« (til og med træk %2) fjernet: %3</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="784"/>
        <source>The odds of the rolls shown</source>
        <translation>Chancerne for de viste kast</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="789"/>
        <source>Losses and dice</source>
        <translation>Tab og terninger</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="807"/>
        <source>Hash chain and seals</source>
        <translation>Hashkæde og segl</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="813"/>
        <source>Head of the chain: %1</source>
        <translation>Kædens hoved: %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="830"/>
        <source>Witnessed seals</source>
        <translation>Bevidnede segl</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="832"/>
        <location filename="../../ba_console/reports/summary.py" line="363"/>
        <source>No seal yet.</source>
        <translation>Endnu intet segl.</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="836"/>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="552"/>
        <source>Effects</source>
        <translation>Virkninger</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="463"/>
        <source>Dispute report by ba-console. Struck-through rolls were voided (the void follows in the log). After the dice, #14 is the console draw they came from; factors marked * were ticked by the console from the roster, the others by the umpire.</source>
        <translation>Tvistrapport fra ba-console. Overstregede kast er annulleret (annulleringen følger i loggen). Efter terningerne er #14 det konsolslag, de kom fra; faktorer mærket * er afkrydset af konsollen ud fra styrkelisten, de øvrige af dommeren.</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="900"/>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="820"/>
        <source>Check it with %1.</source>
        <translation>Kontrollér den med %1.</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="353"/>
        <location filename="../../ba_console/reports/summary.py" line="290"/>
        <source>Hash chain</source>
        <translation>Hashkæde</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="349"/>
        <location filename="../../ba_console/reports/log.py" line="895"/>
        <source>Shown</source>
        <translation>Vist</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="68"/>
        <source>BROKEN at console draw %1: %2</source>
        <translation>BRUDT ved konsolslag %1: %2</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="71"/>
        <source>BROKEN at roll %1: %2</source>
        <translation>BRUDT ved kast %1: %2</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="73"/>
        <source>BROKEN: %1</source>
        <translation>BRUDT: %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="83"/>
        <location filename="../../ba_console/reports/log.py" line="284"/>
        <source>%1 roster adjustment by the umpire</source>
        <translation>%1 rettelse af styrkelisten ved dommeren</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="84"/>
        <location filename="../../ba_console/reports/log.py" line="285"/>
        <source>%1 roster adjustments by the umpire</source>
        <translation>%1 rettelser af styrkelisten ved dommeren</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="86"/>
        <source>OK: %1 (%2), hash chain intact, head %3…</source>
        <translation>OK: %1 (%2), hashkæden er intakt, hoved %3…</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="89"/>
        <source>OK: %1, hash chain intact, head %2…</source>
        <translation>OK: %1, hashkæden er intakt, hoved %2…</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="92"/>
        <source>OK: %1, hash chain intact</source>
        <translation>OK: %1, hashkæden er intakt</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="96"/>
        <location filename="../../ba_console/reports/chain.py" line="113"/>
        <source>%1 console draw</source>
        <translation>%1 konsolslag</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="97"/>
        <location filename="../../ba_console/reports/chain.py" line="114"/>
        <source>%1 console draws</source>
        <translation>%1 konsolslag</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="100"/>
        <source>%1 in the ledger</source>
        <translation>%1 i protokollen</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="103"/>
        <source>%1 in the ledger, every one logged</source>
        <translation>%1 i protokollen, alle logført</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="108"/>
        <source>%1 console roll</source>
        <translation>%1 konsolkast</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="109"/>
        <source>%1 console rolls</source>
        <translation>%1 konsolkast</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="118"/>
        <source>all %1 and %2 follow from the seed (given)</source>
        <translation>alle %1 og %2 følger af frøet (givet)</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="120"/>
        <source>all %1 and %2 follow from the seed (revealed in the log)</source>
        <translation>alle %1 og %2 følger af frøet (afsløret i loggen)</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="128"/>
        <source>console dice not checked (seed not given or revealed)</source>
        <translation>konsolterningerne er ikke kontrolleret (frøet er hverken givet eller afsløret)</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="139"/>
        <source>intact (checked when this was made)</source>
        <translation>intakt (kontrolleret, da dette blev lavet)</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="142"/>
        <source>BROKEN at console draw %1</source>
        <translation>BRUDT ved konsolslag %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="145"/>
        <source>BROKEN at roll %1</source>
        <translation>BRUDT ved kast %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="146"/>
        <source>BROKEN</source>
        <translation>BRUDT</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="154"/>
        <source>%1 at %2</source>
        <translation>%1 kl. %2</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="162"/>
        <source>and %1 more</source>
        <translation>og %1 mere</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="165"/>
        <source>%1 console draw shown but never logged: %2</source>
        <translation>%1 konsolslag vist, men aldrig logført: %2</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/chain.py" line="166"/>
        <source>%1 console draws shown but never logged: %2</source>
        <translation>%1 konsolslag vist, men aldrig logført: %2</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="879"/>
        <source>Console dice shown but never logged</source>
        <translation>Konsolterninger vist, men aldrig logført</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="882"/>
        <source>%1 console draw shown but never logged.</source>
        <translation>%1 konsolslag vist, men aldrig logført.</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="883"/>
        <source>%1 console draws shown but never logged.</source>
        <translation>%1 konsolslag vist, men aldrig logført.</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="886"/>
        <source>The console showed these dice in a roll dialog and no logged roll used them. Each draw was recorded before its dice were shown, and the next console roll of the same kind and role would have got the same dice, not new ones.</source>
        <translation>Konsollen viste disse terninger i kastedialogen, og intet logført kast brugte dem. Hvert slag blev registreret, før dets terninger blev vist, og det næste konsolkast af samme kasttype og rolle ville have fået de samme terninger, ikke nye.</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="894"/>
        <source>Draw</source>
        <translation>Slag</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="896"/>
        <source>After roll</source>
        <translation>Efter kast</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="897"/>
        <source>Kind / role</source>
        <translation>Kasttype / rolle</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/log.py" line="899"/>
        <source>Faces</source>
        <translation>Øjne</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/charts.py" line="65"/>
        <source>Figures lost per bound</source>
        <translation>Tabte figurer pr. træk</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/charts.py" line="68"/>
        <location filename="../../ba_console/reports/log.py" line="837"/>
        <source>Bound</source>
        <translation>Træk</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/charts.py" line="69"/>
        <source>Figures and gunners lost</source>
        <translation>Tabte figurer og artillerister</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/charts.py" line="87"/>
        <source>Dice luck</source>
        <translation>Terningheld</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/charts.py" line="91"/>
        <source>Where the dice fell among their totals (%)</source>
        <translation>Hvor terningerne faldt blandt deres summer (%)</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/charts.py" line="93"/>
        <source>Share of the side&apos;s rolls (%)</source>
        <translation>Andel af sidens kast (%)</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/charts.py" line="94"/>
        <source>fair dice</source>
        <translation>ærlige terninger</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/charts.py" line="107"/>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/charts.py" line="111"/>
        <source>rolled</source>
        <translation>slået</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/summary.py" line="96"/>
        <source>Turn summary: %1, bound %2</source>
        <translation>Træksammendrag: %1, træk %2</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/summary.py" line="149"/>
        <source>as written</source>
        <translation>som skrevet</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/summary.py" line="180"/>
        <source>%1 from %2</source>
        <translation>%1 fra %2</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/summary.py" line="204"/>
        <source>%1 (corrected)</source>
        <translation>%1 (rettet)</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/summary.py" line="221"/>
        <source>%1 on every roll, bounds %2 to %3</source>
        <translation>%1 på alle kast, træk %2 til %3</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/summary.py" line="262"/>
        <source>%1 to %2, local time, %3</source>
        <translation>%1 til %2, lokal tid, %3</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/summary.py" line="282"/>
        <source>This bound</source>
        <translation>Dette træk</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/summary.py" line="284"/>
        <source>%1 rolls with dice; figures lost: %2</source>
        <translation>%1 kast med terninger; tabte figurer: %2</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/summary.py" line="303"/>
        <source>Unit</source>
        <translation>Enhed</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/summary.py" line="304"/>
        <source>Order</source>
        <translation>Ordre</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/summary.py" line="305"/>
        <source>Rolls and outcomes</source>
        <translation>Kast og udfald</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/summary.py" line="306"/>
        <source>Lost</source>
        <translation>Tabt</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/summary.py" line="307"/>
        <source>State</source>
        <translation>Tilstand</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/summary.py" line="319"/>
        <source>%1 · figures lost: %2</source>
        <translation>%1 · tabte figurer: %2</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/summary.py" line="329"/>
        <source>Order as written, nothing rolled</source>
        <translation>Ordre som skrevet, intet kast</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/summary.py" line="332"/>
        <source>Carried out as ordered, nothing rolled</source>
        <translation>Udført som beordret, intet kast</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/summary.py" line="335"/>
        <source>No order, nothing rolled</source>
        <translation>Ingen ordre, intet kast</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/summary.py" line="338"/>
        <source>Side penalty in force</source>
        <translation>Gældende fradrag for siden</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/summary.py" line="341"/>
        <source>Staff</source>
        <translation>Stab</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/summary.py" line="351"/>
        <source>No side penalty in force.</source>
        <translation>Intet fradrag for nogen side.</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/summary.py" line="353"/>
        <source>Seal of the bound</source>
        <translation>Trækkets segl</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/tallies.py" line="178"/>
        <source>%1 vs %2</source>
        <translation>%1 mod %2</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/tallies.py" line="179"/>
        <source>not in the pack (read from the book)</source>
        <translation>ikke i pakken (læses i bogen)</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/tallies.py" line="180"/>
        <source>dice lower than %1</source>
        <translation>terninger under %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/tallies.py" line="181"/>
        <source>dice %1</source>
        <translation>terninger %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/reports/tallies.py" line="182"/>
        <source>dice higher than %1</source>
        <translation>terninger over %1</translation>
    </message>
</context>
<context>
    <name>FactorChecklistWidget</name>
    <message>
        <location filename="../../ba_console/gui/widgets/factor_checklist.py" line="219"/>
        <source>(no rows known: type the outcome from the book)</source>
        <translation>(ingen kendte rækker: indtast udfaldet fra bogen)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/factor_checklist.py" line="231"/>
        <source>one of ({group})</source>
        <translation>én af ({group})</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/factor_checklist.py" line="307"/>
        <source>Rule {rule}, table {table}</source>
        <translation>Regel {rule}, skema {table}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/factor_checklist.py" line="265"/>
        <source>does not apply in the {column} column</source>
        <translation>gælder ikke i kolonnen {column}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/factor_checklist.py" line="49"/>
        <source>unset: fill it in the pack editor or type the outcome from the book</source>
        <translation>ukendt: udfyld feltet i regelpakke-editoren, eller indtast udfaldet fra bogen</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/factor_checklist.py" line="130"/>
        <source>Factor</source>
        <translation>Faktor</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/factor_checklist.py" line="131"/>
        <source>Value</source>
        <translation>Værdi</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/factor_checklist.py" line="132"/>
        <location filename="../../ba_console/gui/widgets/factor_checklist.py" line="191"/>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/factor_checklist.py" line="192"/>
        <location filename="../../ba_console/gui/widgets/factor_checklist.py" line="208"/>
        <source>Table {n}</source>
        <translation>Skema {n}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/factor_checklist.py" line="255"/>
        <location filename="../../ba_console/gui/widgets/factor_checklist.py" line="342"/>
        <source>Rule {rule}</source>
        <translation>Regel {rule}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/factor_checklist.py" line="276"/>
        <source>The situation&apos;s value, between −{n} and +{n}</source>
        <translation>Situationens værdi, mellem −{n} og +{n}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/factor_checklist.py" line="288"/>
        <source>Counted this many times: once for each time its condition held (e.g. each failed bound). Value per time: {value}</source>
        <translation>Tælles så mange gange: én gang for hver gang betingelsen var opfyldt (f.eks. hvert mislykket træk). Værdi pr. gang: {value}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/factor_checklist.py" line="348"/>
        <source>Ticked from the roster: {reason}</source>
        <translation>Afkrydset ud fra styrkelisten: {reason}</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../ba_console/gui/controller.py" line="204"/>
        <source>%1 is already open here.</source>
        <translation>%1 er allerede åbent her.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/controller.py" line="292"/>
        <source>The demo game is not available in this version.</source>
        <translation>Demospillet findes ikke i denne version.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/controller.py" line="343"/>
        <source>Could not create %1: %2. Nothing was left behind.</source>
        <translation>Kunne ikke oprette %1: %2. Intet blev efterladt.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/controller.py" line="355"/>
        <source>This version of the game store cannot copy a game yet.</source>
        <translation>Denne version kan endnu ikke kopiere et spil.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/controller.py" line="364"/>
        <source>A copy of the game was written to %1</source>
        <translation>En kopi af spillet er skrevet til %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/controller.py" line="376"/>
        <source>%1 is a pack of other rules (%2) than this game&apos;s (%3): a game keeps its rules. Start a new game with it instead.</source>
        <translation>%1 er en regelpakke til andre regler (%2) end dette spils (%3): et spil beholder sine regler. Start et nyt spil med den i stedet.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/controller.py" line="395"/>
        <source>Pack %1 version %2 is used from now on.</source>
        <translation>Regelpakke %1 version %2 bruges fra nu af.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/actions/base.py" line="74"/>
        <location filename="../../ba_console/gui/actions/phase.py" line="26"/>
        <location filename="../../ba_console/gui/controller.py" line="406"/>
        <location filename="../../ba_console/gui/controller.py" line="586"/>
        <location filename="../../ba_console/gui/controller.py" line="803"/>
        <source>No game is open.</source>
        <translation>Intet spil er åbent.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/controller.py" line="419"/>
        <source>Not saved: %1 is no longer on disk (deleted or moved). Save a copy now: File › Save a copy.</source>
        <translation>Ikke gemt: %1 findes ikke længere på disken (slettet eller flyttet). Gem en kopi nu: Fil › Gem en kopi.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/controller.py" line="445"/>
        <source>%1 Save a copy now (File › Save a copy), then open the copy to go on: it holds the whole game up to now. Closing this game without a copy may lose it.</source>
        <translation>%1 Gem en kopi nu (Fil › Gem en kopi), og åbn så kopien for at fortsætte: den rummer hele spillet indtil nu. Lukker du spillet uden en kopi, kan det gå tabt.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/controller.py" line="455"/>
        <source>Could not write to %1: %2. Nothing of this action was saved; free some disk space or save a copy elsewhere (File › Save a copy).</source>
        <translation>Kunne ikke skrive til %1: %2. Intet af denne handling blev gemt; frigør plads på disken, eller gem en kopi et andet sted (Fil › Gem en kopi).</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/controller.py" line="470"/>
        <source>Undone: %1</source>
        <translation>Fortrudt: %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/controller.py" line="473"/>
        <source>Redone: %1</source>
        <translation>Gentaget: %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/actions/phase.py" line="45"/>
        <source>Bound %1 began.</source>
        <translation>Træk %1 er begyndt.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/actions/phase.py" line="51"/>
        <source>Left open in bound %1: %2</source>
        <translation>Ikke gjort i træk %1: %2</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/actions/phase.py" line="61"/>
        <source>Moved on with open tasks: %1</source>
        <translation>Gået videre med åbne opgaver: %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/actions/phase.py" line="79"/>
        <source>This is the first step of bound %1: every phase of bound %2 is closed and stands (1.1.1).</source>
        <translation>Dette er første trin af træk %1: alle faser i træk %2 er afsluttet og står ved magt (1.1.1).</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/actions/phase.py" line="87"/>
        <source>%1 is closed and stands (1.1.1): Back goes only to an earlier sub-phase of the phase you are in.</source>
        <translation>%1 er afsluttet og står ved magt (1.1.1): Tilbage går kun til en tidligere delfase i den fase, du er i.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/actions/phase.py" line="76"/>
        <source>This is the first step of the game.</source>
        <translation>Dette er spillets første trin.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/controller.py" line="657"/>
        <source>%n unit(s) without an order</source>
        <translation>
            <numerusform>%n enhed uden ordre</numerusform>
            <numerusform>%n enheder uden ordre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/controller.py" line="658"/>
        <source>%n unit(s) in FD cannot take orders</source>
        <translation>
            <numerusform>%n enhed i FU kan ikke få ordrer</numerusform>
            <numerusform>%n enheder i FU kan ikke få ordrer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/controller.py" line="659"/>
        <source>%n ordering roll(s) pending</source>
        <translation>
            <numerusform>%n ordrekast venter</numerusform>
            <numerusform>%n ordrekast venter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/controller.py" line="661"/>
        <source>%n fallen commander(s) to replace (Table 19)</source>
        <translation>
            <numerusform>%n falden chef skal erstattes (skema 19)</numerusform>
            <numerusform>%n faldne chefer skal erstattes (skema 19)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/controller.py" line="663"/>
        <source>%n movement(s) to confirm (F7)</source>
        <translation>
            <numerusform>%n bevægelse at bekræfte (F7)</numerusform>
            <numerusform>%n bevægelser at bekræfte (F7)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/controller.py" line="664"/>
        <source>%n melee(s) not resolved</source>
        <translation>
            <numerusform>%n nærkamp ikke afgjort</numerusform>
            <numerusform>%n nærkampe ikke afgjort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/controller.py" line="666"/>
        <source>%n unit(s) may continue fire at last bound&apos;s target (1.1.1)</source>
        <translation>
            <numerusform>%n enhed kan fortsætte skydningen mod sidste træks mål (1.1.1)</numerusform>
            <numerusform>%n enheder kan fortsætte skydningen mod sidste træks mål (1.1.1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/controller.py" line="669"/>
        <source>%n unit(s) routed: a spread-of-rout roll for each unit the rout reaches (Table 9)</source>
        <translation>
            <numerusform>%n enhed er flygtet: medrivningskast for hver enhed, flugten når (skema 9)</numerusform>
            <numerusform>%n enheder er flygtet: medrivningskast for hver enhed, flugten når (skema 9)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/controller.py" line="675"/>
        <source>%n staff figure(s) on the table: a catch roll for any within 5 cm of an enemy unit (Table 18)</source>
        <translation>
            <numerusform>%n stabsfigur på bordet: fangstkast for enhver inden for 5 cm af en fjendtlig enhed (skema 18)</numerusform>
            <numerusform>%n stabsfigurer på bordet: fangstkast for enhver inden for 5 cm af en fjendtlig enhed (skema 18)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/controller.py" line="686"/>
        <source>from %1: %2</source>
        <translation>fra %1: %2</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/actions/roster.py" line="25"/>
        <source>corrected in the roster</source>
        <translation>rettet i styrkelisten</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/actions/roster.py" line="52"/>
        <source>Give the new %1 a name.</source>
        <translation>Giv den nye %1 et navn.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/controller.py" line="765"/>
        <source>No immediate commander</source>
        <translation>Ingen umiddelbar chef</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/actions/orders.py" line="68"/>
        <source>%1 had no order in bound %2 to copy.</source>
        <translation>%1 havde ingen ordre i træk %2 at kopiere.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/controller.py" line="805"/>
        <source>Select the units whose orders of last bound to copy.</source>
        <translation>Vælg de enheder, hvis ordrer fra sidste træk skal kopieres.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/controller.py" line="811"/>
        <source>This is bound 1: there is no bound before it to copy orders from.</source>
        <translation>Dette er træk 1: der er intet tidligere træk at kopiere ordrer fra.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/controller.py" line="825"/>
        <source>%n unit(s) had none to copy</source>
        <translation>
            <numerusform>%n enhed havde ingen at kopiere</numerusform>
            <numerusform>%n enheder havde ingen at kopiere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/controller.py" line="827"/>
        <source>%n unit(s) could not take an order</source>
        <translation>
            <numerusform>%n enhed kunne ikke få en ordre</numerusform>
            <numerusform>%n enheder kunne ikke få en ordre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/controller.py" line="829"/>
        <source>%n order(s) copied from bound %1</source>
        <translation>
            <numerusform>%n ordre kopieret fra træk %1</numerusform>
            <numerusform>%n ordrer kopieret fra træk %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/controller.py" line="832"/>
        <source>Nothing copied from bound %1:</source>
        <translation>Intet kopieret fra træk %1:</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/controller.py" line="837"/>
        <source>same as last bound (%n order(s))</source>
        <translation>
            <numerusform>samme som sidste træk (%n ordre)</numerusform>
            <numerusform>samme som sidste træk (%n ordrer)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/actions/orders.py" line="117"/>
        <source>%1 is in full disorder (FD) and cannot take orders (1.1.2).</source>
        <translation>%1 er i fuldstændig uorden (FU) og kan ikke få ordrer (1.1.2).</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/actions/orders.py" line="123"/>
        <source>The ordering roll of %1 is already logged (%2): void that roll in the log before changing the order.</source>
        <translation>Ordrekastet for %1 er allerede logført (%2): annullér kastet i loggen før ordren ændres.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/actions/orders.py" line="148"/>
        <source>Only artillery loads canister (3.4.4); %1 is %2.</source>
        <translation>Kun artilleri lader kardæsk (3.4.4); %1 er %2.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/actions/orders.py" line="159"/>
        <source>There is no commander %1 to transfer to.</source>
        <translation>Der er ingen chef %1 at overføre til.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/actions/orders.py" line="165"/>
        <source>A unit can only be transferred to its own side (1.1.5).</source>
        <translation>En enhed kan kun overføres inden for egen side (1.1.5).</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/actions/orders.py" line="171"/>
        <source>%1 already serves under %2.</source>
        <translation>%1 hører allerede under %2.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/controller.py" line="905"/>
        <source>the disk is full</source>
        <translation>disken er fuld</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/controller.py" line="907"/>
        <source>the file or its folder cannot be written to</source>
        <translation>der kan ikke skrives til filen eller dens mappe</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/controller.py" line="911"/>
        <source>the disk could not be written (input/output error)</source>
        <translation>der kunne ikke skrives til disken (input/output-fejl)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/actions/phase.py" line="114"/>
        <source>Flags expired: %1.</source>
        <translation>Mærker udløbet: %1.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/actions/orders.py" line="187"/>
        <source>order of %1</source>
        <translation>ordre for %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/actions/roster.py" line="97"/>
        <source>correction of %1 (%2)</source>
        <translation>rettelse af %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/actions/roster.py" line="112"/>
        <source>The correction of %1 (%2) was already voided in the roll log; Undo goes on from the edit before it.</source>
        <translation>Rettelsen af %1 (%2) er allerede annulleret i kasteloggen; Fortryd fortsætter med ændringen før den.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/actions/roster.py" line="123"/>
        <source>%1: %2 is now %3, changed since the correction; correct it in the roster, or void the correction in the roll log.</source>
        <translation>%1: %2 er nu %3, ændret siden rettelsen; ret det i styrkelisten, eller annullér rettelsen i kasteloggen.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/actions/roster.py" line="144"/>
        <source>%1: %2 is now %3, changed since the undo; correct it in the roster.</source>
        <translation>%1: %2 er nu %3, ændret siden fortrydelsen; ret det i styrkelisten.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/actions/roster.py" line="133"/>
        <source>undone (Edit › Undo)</source>
        <translation>fortrudt (Rediger › Fortryd)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="222"/>
        <source>Pack %1 %2 · %3 % complete</source>
        <translation>Regelpakke %1 %2 · %3 % udfyldt</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="228"/>
        <source>Rule pack %1, content hash %2</source>
        <translation>Regelpakke %1, indholds-hash %2</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="242"/>
        <source>No game open: File › New game or Open</source>
        <translation>Intet spil åbent: Fil › Nyt spil eller Åbn</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="268"/>
        <location filename="../../ui/main_window.ui" line="302"/>
        <source>&amp;Undo</source>
        <translation>&amp;Fortryd</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="268"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Fortryd %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="269"/>
        <location filename="../../ui/main_window.ui" line="310"/>
        <source>&amp;Redo</source>
        <translation>&amp;Gentag</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="269"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Gentag %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="280"/>
        <source>Bound %1 · %2</source>
        <translation>Træk %1 · %2</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="310"/>
        <source>File missing: %1</source>
        <translation>Fil mangler: %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="313"/>
        <source>file missing on disk: save a copy now</source>
        <translation>filen mangler på disken: gem en kopi nu</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="363"/>
        <source>Open a game</source>
        <translation>Åbn et spil</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="365"/>
        <source>ba-console games (*%1);;All files (*)</source>
        <translation>ba-console-spil (*%1);;Alle filer (*)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="410"/>
        <source>Roll not confirmed</source>
        <translation>Kast ikke bekræftet</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="413"/>
        <source>Discard the roll being made (%1)? It is not in the log until confirmed.</source>
        <translation>Kassér det kast, der er i gang (%1)? Det står ikke i loggen, før det er bekræftet.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="416"/>
        <source>Keep</source>
        <translation>Behold</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="417"/>
        <source>Discard</source>
        <translation>Kassér</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="449"/>
        <source>(none)</source>
        <translation>(ingen)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="461"/>
        <source>Save a copy of the game</source>
        <translation>Gem en kopi af spillet</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="463"/>
        <source>ba-console games (*%1)</source>
        <translation>ba-console-spil (*%1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="495"/>
        <source>Open tasks</source>
        <translation>Åbne opgaver</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="499"/>
        <source>Start bound %2 with tasks of bound %1 still open? A closed bound stands: there is no going back to it (1.1.1).</source>
        <translation>Start træk %2, mens opgaver fra træk %1 stadig er åbne? Et afsluttet træk står ved magt: man kan ikke gå tilbage til det (1.1.1).</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="505"/>
        <source>Leave %1 with tasks still open? A closed phase stands: there is no going back to it (1.1.1).</source>
        <translation>Forlad %1 med åbne opgaver? En afsluttet fase står ved magt: der er ingen vej tilbage til den (1.1.1).</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="510"/>
        <source>Leave %1 with tasks still open?</source>
        <translation>Forlad %1 med åbne opgaver?</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="513"/>
        <source>Stay</source>
        <translation>Bliv</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="514"/>
        <source>Go on anyway</source>
        <translation>Gå videre alligevel</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="583"/>
        <source>C&amp;harges…</source>
        <translation>C&amp;hok…</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="598"/>
        <source>This game&apos;s rules have no charge phase to walk step by step.</source>
        <translation>Spillets regler har ingen chokfase at gå igennem trin for trin.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="636"/>
        <source>The game this pack belongs to is no longer open.</source>
        <translation>Spillet, som denne regelpakke hører til, er ikke længere åbent.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="659"/>
        <source>About ba-console</source>
        <translation>Om ba-console</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="661"/>
        <source>&lt;b&gt;ba-console %1&lt;/b&gt;&lt;br/&gt;Referee console for Napoleonic tabletop wargames: Belle Alliance (Lexnet 2001) and General de Brigade.&lt;br/&gt;Rule values the packs leave unset are never guessed: type the outcome from your rulebook.</source>
        <translation>&lt;b&gt;ba-console %1&lt;/b&gt;&lt;br/&gt;Dommerkonsol til napoleonske figurspil: Belle Alliance (Lexnet 2001) og General de Brigade.&lt;br/&gt;Regelværdier, som pakkerne ikke kender, gættes aldrig: indtast udfaldet fra jeres regelbog.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/main_window.py" line="671"/>
        <source>Log: %Ln row(s)</source>
        <translation>
            <numerusform>Log: %Ln række</numerusform>
            <numerusform>Log: %Ln rækker</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="673"/>
        <source>checking the chain…</source>
        <translation>kæden kontrolleres…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/main_window.py" line="675"/>
        <source>chain verified on opening, %Ln row(s) since</source>
        <translation>
            <numerusform>kæden kontrolleret ved åbning, %Ln række siden</numerusform>
            <numerusform>kæden kontrolleret ved åbning, %Ln rækker siden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="677"/>
        <source>chain verified</source>
        <translation>kæden er kontrolleret</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="679"/>
        <source>chain BROKEN at row %1</source>
        <translation>kæden er BRUDT ved række %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="683"/>
        <source>chain could not be checked</source>
        <translation>kæden kunne ikke kontrolleres</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/main_window.py" line="325"/>
        <location filename="../../ui/main_window.ui" line="14"/>
        <source>ba-console</source>
        <translation>ba-console</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="43"/>
        <source>&amp;Order sheets</source>
        <translation>&amp;Ordreskemaer</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="70"/>
        <source>&amp;File</source>
        <translation>&amp;Fil</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="74"/>
        <source>Open &amp;recent</source>
        <translation>Åbn &amp;seneste</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="89"/>
        <source>&amp;Edit</source>
        <translation>&amp;Rediger</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="96"/>
        <source>&amp;Bound</source>
        <translation>&amp;Træk</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="105"/>
        <source>&amp;Rolls</source>
        <translation>&amp;Kast</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="113"/>
        <source>&amp;Log and pack</source>
        <translation>&amp;Log og regelpakke</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="120"/>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="125"/>
        <source>La&amp;nguage</source>
        <translation>S&amp;prog</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="132"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="147"/>
        <source>Main toolbar</source>
        <translation>Hovedværktøjslinje</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="173"/>
        <source>&amp;Phases</source>
        <translation>&amp;Faser</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="185"/>
        <source>Ro&amp;ster</source>
        <translation>&amp;Styrkeliste</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="201"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="213"/>
        <source>&amp;Open…</source>
        <translation>Å&amp;bn…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="221"/>
        <source>Save a &amp;copy / backup…</source>
        <translation>Gem en &amp;kopi / sikkerhedskopi…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="224"/>
        <source>Write a consistent copy of the game file (everything is already saved as you type)</source>
        <translation>Skriv en sammenhængende kopi af spilfilen (alt gemmes allerede, mens du skriver)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="236"/>
        <source>&amp;Print blank order sheets…</source>
        <translation>&amp;Udskriv tomme ordreskemaer…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="239"/>
        <source>Print sheets</source>
        <translation>Udskriv skemaer</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="242"/>
        <source>Print a blank order sheet per commander to PDF</source>
        <translation>Udskriv et tomt ordreskema pr. chef som PDF</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="250"/>
        <source>&amp;Close game</source>
        <translation>&amp;Luk spil</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="258"/>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="270"/>
        <source>&amp;Next phase</source>
        <translation>&amp;Næste fase</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="273"/>
        <source>Next</source>
        <translation>Næste</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="276"/>
        <source>Close this phase and go to the next (F8, Ctrl+Right)</source>
        <translation>Afslut denne fase og gå til den næste (F8, Ctrl+Højre)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="288"/>
        <source>&amp;Back one step</source>
        <translation>&amp;Et trin tilbage</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="291"/>
        <source>Back</source>
        <translation>Tilbage</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="294"/>
        <source>Go back to the sub-phase before, within this phase (Shift+F8, Ctrl+Left); a closed phase stands (1.1.1)</source>
        <translation>Gå tilbage til delfasen før, inden for denne fase (Shift+F8, Ctrl+Venstre); en afsluttet fase står ved magt (1.1.1)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="305"/>
        <source>Take back the last order or roster correction (rolls are voided in the roll log)</source>
        <translation>Fortryd den seneste ordre eller rettelse i styrkelisten (kast annulleres i kasteloggen)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="319"/>
        <source>&amp;Same order as last bound</source>
        <translation>&amp;Samme ordre som sidste træk</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="322"/>
        <source>Same as last bound</source>
        <translation>Som sidste træk</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="325"/>
        <source>Copy the selected unit&apos;s order from the previous bound (Ctrl+D)</source>
        <translation>Kopiér den valgte enheds ordre fra forrige træk (Ctrl+D)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="337"/>
        <source>&amp;Roll…</source>
        <translation>&amp;Kast…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="340"/>
        <source>Open the roll dialog for the selected units (F9)</source>
        <translation>Åbn kastedialogen for de valgte enheder (F9)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="348"/>
        <source>&amp;Movement…</source>
        <translation>&amp;Bevægelse…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="351"/>
        <source>Confirm what each unit did of its order in the movement phase (F7)</source>
        <translation>Bekræft, hvad hver enhed udførte af sin ordre i bevægelsesfasen (F7)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="363"/>
        <source>Roll &amp;log…</source>
        <translation>Kaste&amp;log…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="366"/>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="374"/>
        <source>Rule &amp;pack…</source>
        <translation>&amp;Regelpakke…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="377"/>
        <source>See and fill the tables of this game&apos;s rule pack</source>
        <translation>Se og udfyld skemaerne i spillets regelpakke</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.ui" line="398"/>
        <source>&amp;About ba-console</source>
        <translation>&amp;Om ba-console</translation>
    </message>
</context>
<context>
    <name>MovementDialog</name>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="78"/>
        <source>Movement</source>
        <translation>Bevægelse</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="88"/>
        <source>Unit</source>
        <translation>Enhed</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="88"/>
        <source>Order as written</source>
        <translation>Ordre som skrevet</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="88"/>
        <source>Sets</source>
        <translation>Sætter</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="88"/>
        <source>Done</source>
        <translation>Udført</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="97"/>
        <source>What was carried out</source>
        <translation>Hvad blev udført</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="102"/>
        <source>&amp;As ordered</source>
        <translation>&amp;Som befalet</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="103"/>
        <source>Only in &amp;part</source>
        <translation>Kun &amp;delvis</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="104"/>
        <source>&amp;Not carried out</source>
        <translation>&amp;Ikke udført</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="114"/>
        <source>Carried out:</source>
        <translation>Udført:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="117"/>
        <source>why, if not as ordered (kept in the log)</source>
        <translation>hvorfor, hvis ikke som befalet (gemmes i loggen)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="118"/>
        <source>&amp;Reason:</source>
        <translation>&amp;Grund:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="122"/>
        <source>Charge (2.3.3)</source>
        <translation>Storm (2.3.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="124"/>
        <source>Fast march (2.3.2)</source>
        <translation>Ilmarch (2.3.2)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="126"/>
        <source>Split, assembly or change of formation</source>
        <translation>Deling, samling eller formationsskift</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="130"/>
        <source>unchanged</source>
        <translation>uændret</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="135"/>
        <source>now in:</source>
        <translation>nu i:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="138"/>
        <source>Did:</source>
        <translation>Gjorde:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="143"/>
        <source>A&amp;dd</source>
        <translation>&amp;Tilføj</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="149"/>
        <source>Clear</source>
        <translation>Ryd</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="154"/>
        <source>&amp;Marched through:</source>
        <translation>&amp;Marcheret gennem:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="157"/>
        <source>Units it passed through: they may not fire later this bound (1.1.1).</source>
        <translation>Enheder den gennemmarcherede: de må ikke skyde senere i trækket (1.1.1).</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="164"/>
        <source>Umpire&apos;s ruling: done an&amp;yway (1.1.9)</source>
        <translation>Dommerens afgørelse: udført a&amp;lligevel (1.1.9)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="171"/>
        <source>Sets:</source>
        <translation>Sætter:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="178"/>
        <source>&amp;Confirm (Enter)</source>
        <translation>&amp;Bekræft (Enter)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="182"/>
        <source>&amp;Take back</source>
        <translation>T&amp;ræk tilbage</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="186"/>
        <source>Void this unit&apos;s confirmation in the log (it stays there, struck through).</source>
        <translation>Annullér enhedens bekræftelse i loggen (den bliver stående, overstreget).</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="230"/>
        <source>(no text)</source>
        <translation>(ingen tekst)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/dialogs/movement.py" line="246"/>
        <source>Bound %1: %n unit(s) to confirm. Enter confirms the chosen one and goes on.</source>
        <translation>
            <numerusform>Træk %1: %n enhed at bekræfte. Enter bekræfter den valgte og går videre.</numerusform>
            <numerusform>Træk %1: %n enheder at bekræfte. Enter bekræfter den valgte og går videre.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="249"/>
        <source>Bound %1: no unit has an order that moves it.</source>
        <translation>Træk %1: ingen enhed har en ordre, der flytter den.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="366"/>
        <source>Confirmed. Take back voids it in the log.</source>
        <translation>Bekræftet. Træk tilbage annullerer den i loggen.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="378"/>
        <source>nothing</source>
        <translation>intet</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="383"/>
        <source>The rules forbid it:</source>
        <translation>Reglerne forbyder det:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="390"/>
        <source>Untick what was not done, or rule it done anyway (1.1.9).</source>
        <translation>Fjern fluebenet ved det, der ikke blev gjort, eller afgør, at det blev gjort alligevel (1.1.9).</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="392"/>
        <source>Enter confirms {unit}: {outcome}.</source>
        <translation>Enter bekræfter {unit}: {outcome}.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="446"/>
        <source>Logged as roll %1.</source>
        <translation>Logget som kast %1.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/movement.py" line="458"/>
        <source>taken back in the movement step</source>
        <translation>trukket tilbage i bevægelsestrinnet</translation>
    </message>
</context>
<context>
    <name>NewGameWizard</name>
    <message>
        <location filename="../../ba_console/gui/dialogs/new_game_wizard.py" line="45"/>
        <source>&amp;Create game</source>
        <translation>&amp;Opret spil</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/new_game_wizard.py" line="80"/>
        <source>Game file</source>
        <translation>Spilfil</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/new_game_wizard.py" line="82"/>
        <source>ba-console games (*%1)</source>
        <translation>ba-console-spil (*%1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/new_game_wizard.py" line="120"/>
        <source>Choose a shipped pack or a pack file.</source>
        <translation>Vælg en medfølgende regelpakke eller en pakkefil.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/new_game_wizard.py" line="137"/>
        <source>&lt;b&gt;%1&lt;/b&gt;, version %2, dice %3.&lt;br/&gt;%4 % of the table cells are known; %5 tables have unset cells, which the umpire types from the book when a roll needs them.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, version %2, terninger %3.&lt;br/&gt;%4 % af skemaernes felter er kendt; %5 skemaer har ukendte felter, som dommeren indtaster fra bogen, når et kast skal bruge dem.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/new_game_wizard.py" line="148"/>
        <source>Complete: %1.</source>
        <translation>Komplette: %1.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/new_game_wizard.py" line="152"/>
        <source>With unset cells: %1.</source>
        <translation>Med ukendte felter: %1.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/new_game_wizard.py" line="160"/>
        <source>Rule pack file</source>
        <translation>Regelpakkefil</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/new_game_wizard.py" line="160"/>
        <source>Rule packs (*.toml)</source>
        <translation>Regelpakker (*.toml)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/new_game_wizard.py" line="177"/>
        <source>Roster file</source>
        <translation>Styrkelistefil</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/new_game_wizard.py" line="177"/>
        <source>Roster files (*.csv *.toml)</source>
        <translation>Styrkelister (*.csv *.toml)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/new_game_wizard.py" line="198"/>
        <source>Give the game a file name.</source>
        <translation>Giv spillet et filnavn.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/new_game_wizard.py" line="203"/>
        <source>%1 already exists: choose another name.</source>
        <translation>%1 findes allerede: vælg et andet navn.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/new_game_wizard.py" line="216"/>
        <source>Choose a roster file (CSV or TOML), or start empty.</source>
        <translation>Vælg en styrkelistefil (CSV eller TOML), eller start tom.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/new_game_wizard.py" line="245"/>
        <source>Roster imported from %1.</source>
        <translation>Styrkeliste indlæst fra %1.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/new_game_wizard.py" line="247"/>
        <source>The roster is empty: add sides, commanders and units in the roster.</source>
        <translation>Styrkelisten er tom: tilføj sider, chefer og enheder i styrkelisten.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/new_game_wizard.py" line="250"/>
        <source>&lt;b&gt;%1&lt;/b&gt; is saved in %2.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; er gemt i %2.</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_wizard.ui" line="14"/>
        <source>New game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_wizard.ui" line="21"/>
        <source>The game</source>
        <translation>Spillet</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_wizard.ui" line="24"/>
        <source>Name the game. It is kept in one file in the data folder; everything you type is saved as you type it.</source>
        <translation>Navngiv spillet. Det ligger i én fil i datamappen; alt, hvad du skriver, gemmes mens du skriver.</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_wizard.ui" line="30"/>
        <source>&amp;Title:</source>
        <translation>T&amp;itel:</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_wizard.ui" line="40"/>
        <source>e.g. Plancenoit, club night 12 March</source>
        <translation>f.eks. Plancenoit, klubaften 12. marts</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_wizard.ui" line="47"/>
        <source>&amp;File:</source>
        <translation>&amp;Fil:</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_wizard.ui" line="62"/>
        <source>Bro&amp;wse…</source>
        <translation>&amp;Gennemse…</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_wizard.ui" line="82"/>
        <source>Rule pack</source>
        <translation>Regelpakke</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_wizard.ui" line="85"/>
        <source>The rules&apos; numbers. The game keeps its own copy of the pack; cells the pack leaves unset are typed from the book when a roll needs them.</source>
        <translation>Reglernes tal. Spillet gemmer sin egen kopi af pakken; felter, pakken ikke kender, indtastes fra bogen, når et kast skal bruge dem.</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_wizard.ui" line="91"/>
        <source>&amp;Shipped pack:</source>
        <translation>&amp;Medfølgende pakke:</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_wizard.ui" line="104"/>
        <source>Pack &amp;file:</source>
        <translation>Pakke&amp;fil:</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_wizard.ui" line="116"/>
        <source>B&amp;rowse…</source>
        <translation>Genn&amp;emse…</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_wizard.ui" line="139"/>
        <source>Order of battle</source>
        <translation>Slagorden</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_wizard.ui" line="142"/>
        <source>Import the sides, commanders and units from a roster file (CSV or TOML), or start empty and type them in the roster.</source>
        <translation>Indlæs sider, chefer og enheder fra en styrkelistefil (CSV eller TOML), eller start tom og skriv dem i styrkelisten.</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_wizard.ui" line="148"/>
        <source>&amp;Import a roster file:</source>
        <translation>&amp;Indlæs en styrkelistefil:</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_wizard.ui" line="161"/>
        <source>Br&amp;owse…</source>
        <translation>Gennem&amp;se…</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_wizard.ui" line="168"/>
        <source>Start &amp;empty and type the roster</source>
        <translation>Start t&amp;om og skriv styrkelisten</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_wizard.ui" line="196"/>
        <source>Dice</source>
        <translation>Terninger</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_wizard.ui" line="199"/>
        <source>How the dice are rolled. Console dice follow from a secret seed the console commits to now, so every console roll can be proven fair after the game.</source>
        <translation>Hvordan der slås med terninger. Konsollens terninger følger af et hemmeligt frø, som konsollen forpligter sig til nu, så hvert konsolkast kan bevises ærligt efter spillet.</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_wizard.ui" line="205"/>
        <source>Con&amp;sole dice: the console rolls</source>
        <translation>&amp;Konsolterninger: konsollen slår</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_wizard.ui" line="212"/>
        <source>&amp;Physical dice: the umpire types the faces rolled at the table</source>
        <translation>&amp;Fysiske terninger: dommeren indtaster øjnene slået ved bordet</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_wizard.ui" line="219"/>
        <source>Bot&amp;h: choose for each roll</source>
        <translation>&amp;Begge: vælg ved hvert kast</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_wizard.ui" line="247"/>
        <source>Game created</source>
        <translation>Spillet er oprettet</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_wizard.ui" line="250"/>
        <source>Read this fingerprint aloud or write it on the players&apos; sheets: after the game, revealing the seed proves every console roll followed from it.</source>
        <translation>Læs dette fingeraftryk højt eller skriv det på spillernes skemaer: efter spillet beviser frøet, at hvert konsolkast fulgte af det.</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_wizard.ui" line="266"/>
        <source>Seed commitment fingerprint:</source>
        <translation>Fingeraftryk af frøets forpligtelse:</translation>
    </message>
</context>
<context>
    <name>OddsChartWidget</name>
    <message>
        <location filename="../../ba_console/gui/widgets/odds_chart.py" line="67"/>
        <source>? (read from the book)</source>
        <translation>? (aflæses i bogen)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/odds_chart.py" line="75"/>
        <source>odds leave out unset factors</source>
        <translation>chancerne medregner ikke ukendte faktorer</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/odds_chart.py" line="107"/>
        <source>no result table: the outcome is read from the book</source>
        <translation>intet resultatskema: udfaldet aflæses i bogen</translation>
    </message>
</context>
<context>
    <name>OrderSheet</name>
    <message>
        <location filename="../../ui/order_sheet.ui" line="34"/>
        <source>Orders for bound –</source>
        <translation>Ordrer for træk –</translation>
    </message>
    <message>
        <location filename="../../ui/order_sheet.ui" line="41"/>
        <source>S&amp;ide:</source>
        <translation>S&amp;ide:</translation>
    </message>
</context>
<context>
    <name>OrderSheetModel</name>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="76"/>
        <source>Unit</source>
        <translation>Enhed</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="77"/>
        <source>Order as written</source>
        <translation>Ordre som skrevet</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="78"/>
        <source>March to</source>
        <translation>March til</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="79"/>
        <source>cm</source>
        <translation>cm</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="80"/>
        <source>Rate</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="81"/>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="82"/>
        <source>Split</source>
        <translation>Deling</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="83"/>
        <source>Attack</source>
        <translation>Angreb</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="84"/>
        <source>Chg</source>
        <translation>Stm</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="85"/>
        <source>Pos</source>
        <translation>Pos</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="86"/>
        <source>Work</source>
        <translation>Arb</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="87"/>
        <source>Transfer</source>
        <translation>Overfør</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="88"/>
        <source>Can</source>
        <translation>Kar</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="89"/>
        <source>Rest</source>
        <translation>Hvil</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="90"/>
        <source>&gt;30</source>
        <translation>&gt;30</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="91"/>
        <source>Foe</source>
        <translation>Fjd</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="92"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="96"/>
        <source>The order as written on the sheet</source>
        <translation>Ordren som skrevet på skemaet</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="97"/>
        <source>How far to march, in cm</source>
        <translation>Hvor langt der marcheres, i cm</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="98"/>
        <source>Normal rate, fast march or the charge (2.3.2, 2.3.3)</source>
        <translation>Almindelig marchlængde, ilmarch eller storm (2.3.2, 2.3.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="101"/>
        <source>Change of formation to</source>
        <translation>Formationsændring til</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="102"/>
        <source>Split or assemble the unit (2.1.0)</source>
        <translation>Del eller saml enheden (2.1.0)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="103"/>
        <source>Target of an attack: one enemy unit (4.1.2)</source>
        <translation>Angrebets mål: én fjendtlig enhed (4.1.2)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="106"/>
        <source>The attack is at the charge</source>
        <translation>Angrebet sker i storm</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="107"/>
        <source>The attack is against the target&apos;s position (4.1.2)</source>
        <translation>Angrebet gælder målets position (4.1.2)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="110"/>
        <source>Field work</source>
        <translation>Feltarbejde</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="111"/>
        <source>Transfer to another commander (1.1.5)</source>
        <translation>Overførsel til en anden chef (1.1.5)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="114"/>
        <source>Load canister (artillery, 3.4.4)</source>
        <translation>Lad kardæsk (artilleri, 3.4.4)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="115"/>
        <source>Rest (5.5.4)</source>
        <translation>Hvil (5.5.4)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="116"/>
        <source>More than 30 cm from its immediate commander (1.1.3)</source>
        <translation>Mere end 30 cm fra sin umiddelbare chef (1.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="119"/>
        <source>Within 30 cm of a formed enemy unit not in MD/FD (1.1.3)</source>
        <translation>Inden for 30 cm af en sluttet fjendtlig enhed, der ikke er i U/FU (1.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="122"/>
        <source>Whether the order needs an ordering roll (1.1.3)</source>
        <translation>Om ordren kræver et ordrekast (1.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="264"/>
        <source>Right-click a column title to show or hide columns.</source>
        <translation>Højreklik på en kolonneoverskrift for at vise eller skjule kolonner.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="324"/>
        <source>(fallen)</source>
        <translation>(falden)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="328"/>
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n enhed</numerusform>
            <numerusform>%n enheder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="330"/>
        <source>%n ordering roll(s)</source>
        <translation>
            <numerusform>%n ordrekast</numerusform>
            <numerusform>%n ordrekast</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="339"/>
        <source>The commander has fallen: his units have no immediate commander (1.1.4)</source>
        <translation>Chefen er faldet: hans enheder har ingen umiddelbar chef (1.1.4)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="405"/>
        <source>check target</source>
        <translation>tjek mål</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="445"/>
        <source>Last bound: %1</source>
        <translation>Sidste træk: %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="519"/>
        <source>Attack target is not an enemy unit: “%1” (an attack names one enemy unit, 4.1.2)</source>
        <translation>Angrebets mål er ikke en fjendtlig enhed: »%1« (et angreb nævner én fjendtlig enhed, 4.1.2)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="591"/>
        <source>name the target of the attack first (4.1.2)</source>
        <translation>angiv først angrebets mål (4.1.2)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="621"/>
        <source>the distance must be whole centimetres, not %1</source>
        <translation>afstanden skal være hele centimeter, ikke %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="627"/>
        <source>the distance cannot be negative</source>
        <translation>afstanden kan ikke være negativ</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="631"/>
        <source>the distance must be at most %1 cm, not %2</source>
        <translation>afstanden må højst være %1 cm, ikke %2</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="656"/>
        <source>FD: no orders</source>
        <translation>FU: ordreløs</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="660"/>
        <source>ordering roll</source>
        <translation>ordrekast</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="663"/>
        <source>written</source>
        <translation>skrevet</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/order_sheet_model.py" line="674"/>
        <source>Needs an ordering roll (Table 17):</source>
        <translation>Kræver ordrekast (skema 17):</translation>
    </message>
</context>
<context>
    <name>OrderSheetWidget</name>
    <message>
        <location filename="../../ba_console/gui/widgets/order_sheet.py" line="82"/>
        <source>Same as last bound</source>
        <translation>Som sidste træk</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/order_sheet.py" line="84"/>
        <source>Print sheets</source>
        <translation>Udskriv skemaer</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/order_sheet.py" line="206"/>
        <source>Usual columns</source>
        <translation>De sædvanlige kolonner</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/order_sheet.py" line="222"/>
        <source>All sides</source>
        <translation>Alle sider</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/order_sheet.py" line="278"/>
        <source>&lt;b&gt;Orders for bound %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ordrer for træk %1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/order_sheet.py" line="281"/>
        <source>No units.</source>
        <translation>Ingen enheder.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/order_sheet.py" line="287"/>
        <source>%1 of %2 units have orders</source>
        <translation>%1 af %2 enheder har ordrer</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/widgets/order_sheet.py" line="292"/>
        <source>%n ordering roll(s) needed</source>
        <translation>
            <numerusform>%n ordrekast nødvendigt</numerusform>
            <numerusform>%n ordrekast nødvendige</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/widgets/order_sheet.py" line="294"/>
        <source>%n in FD (no orders)</source>
        <translation>
            <numerusform>%n i FU (ingen ordrer)</numerusform>
            <numerusform>%n i FU (ingen ordrer)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/order_sheet.py" line="325"/>
        <source>Print blank order sheets</source>
        <translation>Udskriv tomme ordreskemaer</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/order_sheet.py" line="332"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-filer (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/order_sheet.py" line="343"/>
        <source>Blank order sheets written to %1</source>
        <translation>Tomme ordreskemaer skrevet til %1</translation>
    </message>
</context>
<context>
    <name>PackEditorDialog</name>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="90"/>
        <source>Rule pack</source>
        <translation>Regelpakke</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="108"/>
        <source>Version of the pack saved next</source>
        <translation>Versionsnummeret, pakken får næste gang den gemmes</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="109"/>
        <source>&amp;Version of the next save:</source>
        <translation>&amp;Version ved næste lagring:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="144"/>
        <source>&amp;Add row</source>
        <translation>&amp;Tilføj række</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="146"/>
        <source>&amp;Remove row</source>
        <translation>F&amp;jern række</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="148"/>
        <source>&amp;Fill gaps with &apos;?&apos;</source>
        <translation>&amp;Udfyld huller med &apos;?&apos;</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="151"/>
        <source>Add unset bands over every total the dice can give that no band covers</source>
        <translation>Tilføj ukendte intervaller for hver sum, terningerne kan give, som intet interval dækker</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="163"/>
        <source>Cells: a whole number, &apos;-&apos; (does not apply), &apos;?&apos; (unset) or &apos;±N&apos; (value from the situation). Bands: &apos;…&apos; for an open end.</source>
        <translation>Felter: et helt tal, &apos;-&apos; (gælder ikke), &apos;?&apos; (ukendt) eller &apos;±N&apos; (værdi efter situationen). Intervaller: &apos;…&apos; for en åben ende.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="192"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importér…</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="196"/>
        <source>E&amp;xport…</source>
        <translation>E&amp;ksportér…</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="200"/>
        <source>&amp;Compare…</source>
        <translation>Sa&amp;mmenlign…</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="204"/>
        <source>&amp;Save as new version</source>
        <translation>&amp;Gem som ny version</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="239"/>
        <source>&lt;b&gt;{title}&lt;/b&gt; — version {version}, {ratio} % known — hash {hash}</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt; — version {version}, {ratio} % kendt — hash {hash}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="275"/>
        <source>Table {n}</source>
        <translation>Skema {n}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="303"/>
        <source>Bands</source>
        <translation>Intervaller</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="304"/>
        <source>Outcomes</source>
        <translation>Udfald</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="305"/>
        <source>Cells</source>
        <translation>Felter</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="342"/>
        <source>Unsaved changes: save them as a new version of the pack.</source>
        <translation>Ændringerne er ikke gemt: gem dem som en ny version af pakken.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="368"/>
        <source>%n unset band(s) added.</source>
        <translation>
            <numerusform>%n ukendt interval tilføjet.</numerusform>
            <numerusform>%n ukendte intervaller tilføjet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="379"/>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="390"/>
        <source>Nothing has changed.</source>
        <translation>Intet er ændret.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="396"/>
        <source>Not saved: {error}</source>
        <translation>Ikke gemt: {error}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="402"/>
        <source>Saved as version {version} (hash {hash}); later rolls use it.</source>
        <translation>Gemt som version {version} (hash {hash}); senere kast bruger den.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="424"/>
        <source>Imported {name}: save it to use it in this game.</source>
        <translation>{name} er importeret: gem den for at bruge den i dette spil.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="430"/>
        <source>Exported to {path}.</source>
        <translation>Eksporteret til {path}.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="438"/>
        <source>Import rule pack</source>
        <translation>Importér regelpakke</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="438"/>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="448"/>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="458"/>
        <source>Rule packs (*.toml)</source>
        <translation>Regelpakker (*.toml)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="446"/>
        <source>Export rule pack</source>
        <translation>Eksportér regelpakke</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="458"/>
        <source>Compare with rule pack</source>
        <translation>Sammenlign med regelpakke</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="468"/>
        <source>Difference between packs</source>
        <translation>Forskel mellem pakkerne</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="483"/>
        <source>Unsaved changes</source>
        <translation>Ændringer ikke gemt</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/pack_editor.py" line="484"/>
        <source>Close the pack editor and lose the unsaved changes?</source>
        <translation>Luk regelpakke-editoren og mist de ændringer, der ikke er gemt?</translation>
    </message>
</context>
<context>
    <name>PackTablesModel</name>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="74"/>
        <source>factors</source>
        <translation>tillæg/fradrag</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="75"/>
        <source>result (difference)</source>
        <translation>resultat (forskel)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="77"/>
        <source>result</source>
        <translation>resultat</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="78"/>
        <source>threshold test</source>
        <translation>tærskeltest</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="79"/>
        <source>reference</source>
        <translation>opslag</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="87"/>
        <source>Table</source>
        <translation>Skema</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="88"/>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="89"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="90"/>
        <source>Known</source>
        <translation>Kendt</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="91"/>
        <source>Source</source>
        <translation>Kilde</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="146"/>
        <source>{known} of {total} cells known</source>
        <translation>{known} af {total} felter kendt</translation>
    </message>
</context>
<context>
    <name>PhaseTracker</name>
    <message>
        <location filename="../../ui/phase_tracker.ui" line="32"/>
        <source>Bound –</source>
        <translation>Træk –</translation>
    </message>
    <message>
        <location filename="../../ui/phase_tracker.ui" line="82"/>
        <source>Open tasks</source>
        <translation>Åbne opgaver</translation>
    </message>
    <message>
        <location filename="../../ui/phase_tracker.ui" line="92"/>
        <source>What is still to do at this step. Lines with a box are rules the console cannot check by itself: look on the table, then tick them (click, or Space)</source>
        <translation>Det, der mangler på dette trin. Linjer med en boks er regler, konsollen ikke selv kan kontrollere: se efter på bordet, og sæt så flueben (klik eller mellemrum)</translation>
    </message>
    <message>
        <location filename="../../ui/phase_tracker.ui" line="104"/>
        <source>Back to the sub-phase before, within this phase (Shift+F8, Ctrl+Left)</source>
        <translation>Tilbage til delfasen før, inden for denne fase (Shift+F8, Ctrl+Venstre)</translation>
    </message>
    <message>
        <location filename="../../ui/phase_tracker.ui" line="107"/>
        <source>◀ Back</source>
        <translation>◀ Tilbage</translation>
    </message>
    <message>
        <location filename="../../ui/phase_tracker.ui" line="114"/>
        <source>Close this step and go to the next (F8, Ctrl+Right)</source>
        <translation>Afslut dette trin og gå til det næste (F8, Ctrl+Højre)</translation>
    </message>
    <message>
        <location filename="../../ui/phase_tracker.ui" line="117"/>
        <source>Next ▶</source>
        <translation>Næste ▶</translation>
    </message>
</context>
<context>
    <name>PhaseTrackerWidget</name>
    <message>
        <location filename="../../ba_console/gui/widgets/phase_tracker.py" line="123"/>
        <source>Bound –</source>
        <translation>Træk –</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/widgets/phase_tracker.py" line="157"/>
        <source>Bound %n</source>
        <translation>
            <numerusform>Træk %n</numerusform>
            <numerusform>Træk %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/phase_tracker.py" line="233"/>
        <source>The roster is empty: add sides, commanders and units with Roster › Add, or start a new game from a roster file (File › New game).</source>
        <translation>Styrkelisten er tom: tilføj sider, chefer og enheder med Styrkeliste › Tilføj, eller start et nyt spil fra en styrkelistefil (Fil › Nyt spil).</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/phase_tracker.py" line="242"/>
        <source>Nothing open: go on with Next (F8).</source>
        <translation>Intet åbent: gå videre med Næste (F8).</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/phase_tracker.py" line="253"/>
        <source>Check %1: %2</source>
        <translation>Kontrollér %1: %2</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/phase_tracker.py" line="282"/>
        <source>Rules %1</source>
        <translation>Regler %1</translation>
    </message>
</context>
<context>
    <name>RolePanel</name>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/panel.py" line="108"/>
        <source>&amp;Who:</source>
        <translation>&amp;Hvem:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/panel.py" line="108"/>
        <source>W&amp;ho:</source>
        <translation>H&amp;vem:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/panel.py" line="112"/>
        <location filename="../../ba_console/gui/dialogs/roll/panel.py" line="170"/>
        <source>from the order</source>
        <translation>fra ordren</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/panel.py" line="132"/>
        <source>Umpire&apos;s ruling: roll an&amp;yway (1.1.9)</source>
        <translation>Dommerens afgørelse: slå alli&amp;gevel (1.1.9)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/panel.py" line="137"/>
        <source>The referee&apos;s rulings override the rules (1.1.9). The ruling and the restriction it sets aside are written in the roll&apos;s note.</source>
        <translation>Dommerens afgørelser går forud for reglerne (1.1.9). Afgørelsen og den begrænsning, den tilsidesætter, skrives i kastets notat.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/panel.py" line="156"/>
        <source>&amp;Target:</source>
        <translation>&amp;Mål:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/panel.py" line="168"/>
        <source>At the char&amp;ge (2.3.3)</source>
        <translation>I &amp;storm (2.3.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/panel.py" line="196"/>
        <source>A neighbour unit shares this roll ({rule}): it counts as having fired or fought and uses supplies on the same roll.</source>
        <translation>En naboenhed deler dette slag ({rule}): den regnes for at have skudt eller kæmpet og bruger forsyninger på samme slag.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/panel.py" line="199"/>
        <source>Neighbour:</source>
        <translation>Nabo:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/panel.py" line="212"/>
        <source>C&amp;lass:</source>
        <translation>K&amp;lasse:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/panel.py" line="221"/>
        <source>Co&amp;lumn:</source>
        <translation>Kolonn&amp;e:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/panel.py" line="237"/>
        <source>Attacks &amp;too (4.1.3)</source>
        <translation>Angr&amp;iber også (4.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/panel.py" line="240"/>
        <source>When both sides attack, both read Table 8&apos;s attacker column (4.1.3). Ticked when its written order attacks this melee&apos;s attacker.</source>
        <translation>Når begge sider angriber, bruger begge angriberkolonnen i skema 8 (4.1.3). Afkrydset, når dens skrevne ordre angriber denne nærkamps angriber.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/panel.py" line="243"/>
        <source>Hit in &amp;flank or rear (4.1.1)</source>
        <translation>Ramt i &amp;flanke eller ryg (4.1.1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/panel.py" line="246"/>
        <source>An attacker hit in flank or rear loses its own attack and fights as defender, though it still halted its opponent (4.1.1).</source>
        <translation>En angriber, der rammes i flanke eller ryg, mister sit eget angreb og kæmper som forsvarer, men har stadig standset sin modstander (4.1.1).</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/panel.py" line="272"/>
        <source>&amp;Dice:</source>
        <translation>&amp;Terninger:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/panel.py" line="272"/>
        <source>D&amp;ice:</source>
        <translation>Te&amp;rninger:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/panel.py" line="295"/>
        <source>Remove this attacker</source>
        <translation>Fjern denne angriber</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/panel.py" line="420"/>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/panel.py" line="441"/>
        <source>Set aside by the umpire&apos;s ruling:</source>
        <translation>Tilsidesat ved dommerens afgørelse:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/panel.py" line="443"/>
        <source>The rules forbid this roll:</source>
        <translation>Reglerne forbyder dette kast:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/panel.py" line="447"/>
        <source>Note:</source>
        <translation>Bemærk:</translation>
    </message>
</context>
<context>
    <name>RollDialog</name>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="162"/>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="167"/>
        <source> — fallen</source>
        <translation> — falden</translation>
    </message>
    <message>
        <location filename="../../ui/roll_dialog.ui" line="19"/>
        <source>&amp;Roll:</source>
        <translation>&amp;Kast:</translation>
    </message>
    <message>
        <location filename="../../ui/roll_dialog.ui" line="102"/>
        <source>&amp;Add attacker</source>
        <translation>Tilføj &amp;angriber</translation>
    </message>
    <message>
        <location filename="../../ui/roll_dialog.ui" line="141"/>
        <source>Chance of each outcome</source>
        <translation>Chance for hvert udfald</translation>
    </message>
    <message>
        <location filename="../../ui/roll_dialog.ui" line="155"/>
        <source>Outcome</source>
        <translation>Udfald</translation>
    </message>
    <message>
        <location filename="../../ui/roll_dialog.ui" line="177"/>
        <source>Effects when confirmed:</source>
        <translation>Virkninger ved bekræftelse:</translation>
    </message>
    <message>
        <location filename="../../ui/roll_dialog.ui" line="209"/>
        <source>umpire&apos;s note (optional)</source>
        <translation>dommerens notat (valgfrit)</translation>
    </message>
    <message>
        <location filename="../../ui/roll_dialog.ui" line="225"/>
        <source>Roll console dice (Ctrl+R)</source>
        <translation>Slå konsolterninger (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="198"/>
        <source>Confirm and &amp;next</source>
        <translation>Bekræft og &amp;næste</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="202"/>
        <source>&amp;Confirm</source>
        <translation>&amp;Bekræft</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="248"/>
        <source>Rule {rule}</source>
        <translation>Regel {rule}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="260"/>
        <source>Bound {bound} · {phase}</source>
        <translation>Træk {bound} · {phase}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="267"/>
        <source>“{kind}” is not usually rolled in this step.</source>
        <translation>Et kast af typen »{kind}« foretages normalt ikke i dette trin.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="316"/>
        <source>Several commanders touch the unit: the roll-off chooses the engaged one.</source>
        <translation>Flere chefer i brikkontakt med enheden: terningkastet om afgør, hvem der griber ind.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="592"/>
        <source>Attacks too, by the umpire&apos;s ruling (1.1.9): reads the attacker column</source>
        <translation>Angriber også efter dommerens afgørelse (1.1.9): bruger angriberkolonnen</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="595"/>
        <source>Fights as defender, by the umpire&apos;s ruling (1.1.9): reads the defender column</source>
        <translation>Kæmper som forsvarer efter dommerens afgørelse (1.1.9): bruger forsvarerkolonnen</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="599"/>
        <source>The rules&apos; reading: {reason}</source>
        <translation>Reglernes læsning: {reason}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="654"/>
        <source>commander ({level}), rating {rating}{fallen}</source>
        <translation>chef ({level}), kvalitet {rating}{fallen}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="657"/>
        <source>, fallen</source>
        <translation>, falden</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="653"/>
        <source>orderly</source>
        <translation>ordonnans</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="660"/>
        <source>{n}/{start} gunners, {g} guns</source>
        <translation>{n}/{start} artillerister, {g} pjecer</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="664"/>
        <source>{n}/{start} figures</source>
        <translation>{n}/{start} figurer</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="667"/>
        <source>supplies unlimited</source>
        <translation>ubegrænsede forsyninger</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="677"/>
        <source>valour {v}</source>
        <translation>valeur {v}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="683"/>
        <source>flags: {flags}</source>
        <translation>mærker: {flags}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="690"/>
        <source>order: “{text}” ({status})</source>
        <translation>ordre: »{text}« ({status})</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="694"/>
        <source>no order written this bound</source>
        <translation>ingen ordre skrevet i dette træk</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="698"/>
        <source>side penalty {v}</source>
        <translation>sidestraf {v}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="757"/>
        <source>Total: {natural} {modifier} = {total}{unset}</source>
        <translation>Sum: {natural} {modifier} = {total}{unset}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="904"/>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="1120"/>
        <source>Table {n}</source>
        <translation>Skema {n}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="908"/>
        <source>the table</source>
        <translation>skemaet</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="911"/>
        <source>{table} is not filled in (unset in this pack)</source>
        <translation>{table} er ikke udfyldt (ukendt i denne pakke)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="912"/>
        <source>this cell of {table} is unset in this pack</source>
        <translation>dette felt i {table} er ukendt i denne pakke</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="913"/>
        <source>off the printed {table}</source>
        <translation>uden for det, {table} dækker i bogen</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="997"/>
        <source>Outcome, {who}:</source>
        <translation>Udfald, {who}:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="766"/>
        <source>Total: dice {modifier}{unset}</source>
        <translation>Sum: terninger {modifier}{unset}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/panel.py" line="42"/>
        <source>unset: fill it in the pack editor or type the outcome from the book</source>
        <translation>ukendt: udfyld feltet i regelpakke-editoren, eller indtast udfaldet fra bogen</translation>
    </message>
    <message>
        <location filename="../../ui/roll_dialog.ui" line="199"/>
        <source>Not&amp;e:</source>
        <translation>N&amp;otat:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="639"/>
        <source>Written order of {unit} for bound {bound}: “{text}”</source>
        <translation>Skriftlig ordre for {unit} i træk {bound}: »{text}«</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="669"/>
        <source>supplies: %n roll(s) left</source>
        <translation>
            <numerusform>forsyninger: %n kast tilbage</numerusform>
            <numerusform>forsyninger: %n kast tilbage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="754"/>
        <source>%n unset factor(s)</source>
        <translation>
            <numerusform>%n ukendt faktor</numerusform>
            <numerusform>%n ukendte faktorer</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="786"/>
        <source>Roll off first: dice decide which commander is engaged (1.1.4).</source>
        <translation>Først terningkast om: terningerne afgør, hvilken chef der griber ind (1.1.4).</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="795"/>
        <source>Enter confirms — no change to the roster entered.</source>
        <translation>Enter bekræfter — ingen ændring i styrkelisten er indtastet.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="797"/>
        <source>Ready: Enter confirms and applies the effects.</source>
        <translation>Klar: Enter bekræfter og udfører virkningerne.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="855"/>
        <source>Type the dice (e.g. 356) or press Ctrl+R for the console&apos;s.</source>
        <translation>Indtast terningerne (f.eks. 356), eller tryk Ctrl+R for konsollens.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="863"/>
        <source>difference {v}</source>
        <translation>forskel {v}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="865"/>
        <source>total {v}</source>
        <translation>sum {v}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="872"/>
        <source>typed from the book</source>
        <translation>indtastet fra bogen</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="879"/>
        <source>type the outcome read from the book</source>
        <translation>indtast udfaldet fra bogen</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="914"/>
        <source>a ticked factor is unset</source>
        <translation>en afkrydset faktor er ukendt</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="915"/>
        <source>this roll has no table in the pack</source>
        <translation>dette kast har intet skema i pakken</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="916"/>
        <source>the class&apos;s threshold is unset</source>
        <translation>klassens tærskel er ukendt</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="981"/>
        <source>outcome read from the book</source>
        <translation>udfald aflæst i bogen</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="982"/>
        <source>Choose the table&apos;s outcome or type what the book says; it is logged as typed by the umpire.</source>
        <translation>Vælg skemaets udfald, eller skriv hvad bogen siger; det logføres som indtastet af dommeren.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="995"/>
        <source>&amp;Outcome from the book:</source>
        <translation>&amp;Udfald fra bogen:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="1012"/>
        <source>Figures {name} loses, as the book says: a whole number or a part (1/2, 1.5); parts are summed with this phase&apos;s other losses before rounding down (3.1.5)</source>
        <translation>Figurer {name} mister ifølge bogen: et helt tal eller en del (1/2, 1,5); dele lægges sammen med fasens øvrige tab, før der rundes ned (3.1.5)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="1018"/>
        <source>Figures lost, {name}:</source>
        <translation>Tabte figurer, {name}:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="1022"/>
        <source>no change</source>
        <translation>ingen ændring</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="1027"/>
        <source>Disorder, {name}:</source>
        <translation>Uorden, {name}:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="1060"/>
        <source> vs </source>
        <translation> mod </translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="1089"/>
        <source>(no change to the roster)</source>
        <translation>(ingen ændring i styrkelisten)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="1092"/>
        <source>Note: rolled by the umpire&apos;s ruling (1.1.9) although {reason}</source>
        <translation>Bemærk: slået efter dommerens afgørelse (1.1.9) trods: {reason}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="1129"/>
        <source>{whose}: “{outcome}” was typed from the book; enter its effects (figures lost, disorder) by hand</source>
        <translation>{whose}: »{outcome}« er indtastet fra bogen; indtast selv dets virkninger (tabte figurer, uorden)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="1205"/>
        <source>The roster changed since these effects were shown: check them and confirm again.</source>
        <translation>Styrkelisten er ændret, siden disse virkninger blev vist: kontrollér dem, og bekræft igen.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roll/dialog.py" line="1232"/>
        <source>Roll {n} logged. Next: {unit}.</source>
        <translation>Kast {n} er logført. Næste: {unit}.</translation>
    </message>
</context>
<context>
    <name>RollLogModel</name>
    <message>
        <location filename="../../ba_console/gui/models/roll_log_model.py" line="80"/>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roll_log_model.py" line="81"/>
        <source>Bound</source>
        <translation>Træk</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roll_log_model.py" line="82"/>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roll_log_model.py" line="83"/>
        <source>Kind</source>
        <translation>Kasttype</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roll_log_model.py" line="84"/>
        <source>Units</source>
        <translation>Enheder</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roll_log_model.py" line="85"/>
        <source>Dice</source>
        <translation>Terninger</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roll_log_model.py" line="86"/>
        <source>Total</source>
        <translation>Sum</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roll_log_model.py" line="87"/>
        <source>Outcome</source>
        <translation>Udfald</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roll_log_model.py" line="88"/>
        <source>Note</source>
        <translation>Notat</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roll_log_model.py" line="251"/>
        <source>Voided by roll {n}</source>
        <translation>Annulleret af kast {n}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roll_log_model.py" line="253"/>
        <source>Outcome typed by the umpire from the book</source>
        <translation>Udfaldet er indtastet af dommeren fra bogen</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roll_log_model.py" line="270"/>
        <source>{outcome} (typed from the book)</source>
        <translation>{outcome} (indtastet fra bogen)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/models/roll_log_model.py" line="281"/>
        <source>Bound %1 began; %n flag(s) expired.</source>
        <translation>
            <numerusform>Træk %1 begyndt; %n mærke udløbet.</numerusform>
            <numerusform>Træk %1 begyndt; %n mærker udløbet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roll_log_model.py" line="310"/>
        <source>voids #{n}: {reason}</source>
        <translation>annullerer #{n}: {reason}</translation>
    </message>
</context>
<context>
    <name>RollLogView</name>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="118"/>
        <source>Bound {n}</source>
        <translation>Træk {n}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="119"/>
        <source>Voided by roll {n}</source>
        <translation>Annulleret af kast {n}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="120"/>
        <source>Voids roll {n}</source>
        <translation>Annullerer kast {n}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="121"/>
        <source>Units</source>
        <translation>Enheder</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="122"/>
        <source>Factor</source>
        <translation>Faktor</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="123"/>
        <source>Table, column, rule</source>
        <translation>Skema, kolonne, regel</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="124"/>
        <source>How</source>
        <translation>Hvordan</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="125"/>
        <source>auto</source>
        <translation>automatisk</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="126"/>
        <source>ticked</source>
        <translation>afkrydset</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="129"/>
        <source>natural {n}</source>
        <translation>terningsum {n}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="130"/>
        <source>typed by the umpire from the book</source>
        <translation>indtastet af dommeren fra bogen</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="131"/>
        <source>Table cell</source>
        <translation>Skemafelt</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="132"/>
        <source>Outcome</source>
        <translation>Udfald</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="133"/>
        <source>Effects</source>
        <translation>Virkninger</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="134"/>
        <source>Note</source>
        <translation>Notat</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="135"/>
        <source>Pack</source>
        <translation>Pakke</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="136"/>
        <source>Previous hash</source>
        <translation>Forrige hash</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="137"/>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="213"/>
        <source>Roll log</source>
        <translation>Kastelog</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="242"/>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="494"/>
        <source>any</source>
        <translation>alle</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="260"/>
        <source>note, outcome, cell, unit…</source>
        <translation>notat, udfald, felt, enhed…</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="262"/>
        <source>C&amp;lear filters</source>
        <translation>Nu&amp;lstil filtre</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="266"/>
        <source>&amp;Bound:</source>
        <translation>&amp;Træk:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="267"/>
        <source>P&amp;hase:</source>
        <translation>&amp;Fase:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="268"/>
        <source>&amp;Unit:</source>
        <translation>&amp;Enhed:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="269"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Kasttype:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="270"/>
        <source>&amp;Find:</source>
        <translation>&amp;Søg:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="319"/>
        <source>&amp;Void…</source>
        <translation>&amp;Annullér…</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="321"/>
        <source>Ve&amp;rify chain</source>
        <translation>Kont&amp;rollér kæden</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="323"/>
        <source>E&amp;xport…</source>
        <translation>Eksp&amp;ortér…</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="325"/>
        <source>&amp;Print…</source>
        <translation>&amp;Udskriv…</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="327"/>
        <source>Turn &amp;summary…</source>
        <translation>Træk&amp;sammendrag…</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="331"/>
        <source>The summary of a bound, one page to pin up: the bound the filter shows, else the bound the game is in</source>
        <translation>Sammendraget af et træk, én side til opslagstavlen: det træk, filteret viser, ellers det træk, spillet er i</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="380"/>
        <source>void</source>
        <translation>annullering</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="381"/>
        <source>bound started</source>
        <translation>træk begyndt</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="382"/>
        <source>seed revealed</source>
        <translation>frø afsløret</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="383"/>
        <source>roster correction</source>
        <translation>rettelse af styrkelisten</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="384"/>
        <source>charge decision</source>
        <translation>chokbeslutning</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="546"/>
        <source>%Ln roll(s)</source>
        <translation>
            <numerusform>%Ln kast</numerusform>
            <numerusform>%Ln kast</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="548"/>
        <source>newest {n} shown, more as you scroll</source>
        <translation>de nyeste {n} vises, flere når du ruller</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="561"/>
        <source>No roll matches the filters.</source>
        <translation>Intet kast passer til filtrene.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="563"/>
        <source>No roll has been logged yet.</source>
        <translation>Der er endnu ikke logført noget kast.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="636"/>
        <source>Void roll {n}</source>
        <translation>Annullér kast {n}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="637"/>
        <source>Roll {n}: {what}

Why is it void? (The roll stays in the log, struck through, and its effects are reversed.)</source>
        <translation>Kast {n}: {what}

Hvorfor annulleres det? (Kastet bliver stående i loggen, overstreget, og dets virkninger tilbageføres.)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="655"/>
        <source>Caution: a later roll changed what this roll set. Voiding puts it back to before this roll, over that change: {changes}.</source>
        <translation>Bemærk: et senere kast ændrede det, dette kast satte. Annulleres det, sættes det tilbage til før dette kast, hen over den ændring: {changes}.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="766"/>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="819"/>
        <source>Exported: {name}</source>
        <translation>Eksporteret: {name}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="772"/>
        <source>Dispute report (*.html)</source>
        <translation>Tvistrapport (*.html)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="773"/>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="825"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="774"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="775"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="825"/>
        <source>Web page (*.html)</source>
        <translation>Webside (*.html)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="831"/>
        <source>Turn summary of bound %1</source>
        <translation>Sammendrag af træk %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="685"/>
        <source>Roll {n} voided by roll {m}.</source>
        <translation>Kast {n} annulleret af kast {m}.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="128"/>
        <source>{role}, total: &lt;b&gt;{total}&lt;/b&gt;</source>
        <translation>{role}, sum: &lt;b&gt;{total}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="702"/>
        <source>Checking the hash chain…</source>
        <translation>Kontrollerer hashkæden…</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="722"/>
        <source>The log could not be checked: {reason}</source>
        <translation>Loggen kunne ikke kontrolleres: {reason}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="737"/>
        <source>BROKEN at console draw {n}: {reason}</source>
        <translation>BRUDT ved konsolslag {n}: {reason}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="741"/>
        <source>BROKEN at roll {n}: {reason}</source>
        <translation>BRUDT ved kast {n}: {reason}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="744"/>
        <source>BROKEN: {reason}</source>
        <translation>BRUDT: {reason}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="745"/>
        <source>OK: %Ln roll(s), hash chain intact</source>
        <translation>
            <numerusform>OK: %Ln kast, hashkæden er intakt</numerusform>
            <numerusform>OK: %Ln kast, hashkæden er intakt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="747"/>
        <source>%n roster correction(s) by the umpire</source>
        <translation>
            <numerusform>%n rettelse af styrkelisten ved dommeren</numerusform>
            <numerusform>%n rettelser af styrkelisten ved dommeren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="750"/>
        <source>%n console draw(s) shown but never logged</source>
        <translation>
            <numerusform>%n konsolslag vist, men aldrig logført</numerusform>
            <numerusform>%n konsolslag vist, men aldrig logført</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="753"/>
        <source>console dice not checked (seed not given or revealed)</source>
        <translation>konsolterningerne er ikke kontrolleret (frøet er hverken givet eller afsløret)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="755"/>
        <source>console dice follow from the seed</source>
        <translation>konsolterningerne følger af frøet</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="779"/>
        <source>Export the roll log</source>
        <translation>Eksportér kasteloggen</translation>
    </message>
</context>
<context>
    <name>RollLogWindow</name>
    <message>
        <location filename="../../ba_console/gui/widgets/roll_log_view.py" line="851"/>
        <source>Roll log</source>
        <translation>Kastelog</translation>
    </message>
</context>
<context>
    <name>RollOperations</name>
    <message>
        <location filename="../../ba_console/play/record.py" line="28"/>
        <source>{unit}: order {status} (no order written for bound {bound})</source>
        <translation>{unit}: ordre {status} (ingen ordre skrevet for træk {bound})</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/record.py" line="31"/>
        <source>{unit} is removed: fewer than 3 figures ({rule})</source>
        <translation>{unit} fjernes: færre end 3 figurer ({rule})</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/record.py" line="34"/>
        <source>{unit}: {text}</source>
        <translation>{unit}: {text}</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/record.py" line="35"/>
        <source>{unit} {what}: {old} → {new} ({rule})</source>
        <translation>{unit} {what}: {old} → {new} ({rule})</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/operations.py" line="60"/>
        <location filename="../../ba_console/gui/operations.py" line="185"/>
        <source>No game is open.</source>
        <translation>Intet spil er åbent.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/operations.py" line="172"/>
        <source>Cannot export to %1: there is no folder %2.</source>
        <translation>Kan ikke eksportere til %1: mappen %2 findes ikke.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/operations.py" line="135"/>
        <source>Export as .html, .pdf, .csv or .json, not {suffix!r}</source>
        <translation>Eksportér som .html, .pdf, .csv eller .json, ikke {suffix!r}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/operations.py" line="157"/>
        <source>Write the turn summary as .pdf or .html, not {suffix!r}</source>
        <translation>Gem træksammendraget som .pdf eller .html, ikke {suffix!r}</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/roll.py" line="56"/>
        <source>Roll the dice first.</source>
        <translation>Slå med terningerne først.</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/roll.py" line="57"/>
        <source>Type the outcome read from the book.</source>
        <translation>Indtast udfaldet, som det står i bogen.</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/roll.py" line="58"/>
        <source>{unit}: {reason}. Confirm only by the umpire&apos;s ruling (tick “roll anyway”, 1.1.9).</source>
        <translation>{unit}: {reason}. Bekræft kun efter dommerens afgørelse (sæt flueben ved »slå alligevel«, 1.1.9).</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/record.py" line="36"/>
        <source>{key} is neither a commander nor an orderly</source>
        <translation>{key} er hverken chef eller ordonnans</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/operations.py" line="211"/>
        <source>The roll is not complete.</source>
        <translation>Kastet er ikke færdigt.</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/roll_off.py" line="25"/>
        <source>The roll-off between the commanders is not decided.</source>
        <translation>Terningkastet om mellem cheferne er ikke afgjort.</translation>
    </message>
</context>
<context>
    <name>RosterEntryDialog</name>
    <message>
        <location filename="../../ba_console/gui/dialogs/roster_entry_dialog.py" line="49"/>
        <source>New side</source>
        <translation>Ny side</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roster_entry_dialog.py" line="50"/>
        <source>New commander</source>
        <translation>Ny chef</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roster_entry_dialog.py" line="51"/>
        <source>New unit</source>
        <translation>Ny enhed</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roster_entry_dialog.py" line="57"/>
        <source>&amp;Name:</source>
        <translation>&amp;Navn:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roster_entry_dialog.py" line="79"/>
        <source>S&amp;ide:</source>
        <translation>S&amp;ide:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roster_entry_dialog.py" line="82"/>
        <source>&amp;Level:</source>
        <translation>&amp;Niveau:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roster_entry_dialog.py" line="83"/>
        <source>&amp;Superior:</source>
        <translation>&amp;Overordnet:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roster_entry_dialog.py" line="85"/>
        <source>Immediate &amp;commander:</source>
        <translation>Umiddelbar &amp;chef:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roster_entry_dialog.py" line="86"/>
        <source>&amp;Arm:</source>
        <translation>&amp;Våbenart:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roster_entry_dialog.py" line="87"/>
        <source>&amp;Type:</source>
        <translation>&amp;Type:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roster_entry_dialog.py" line="88"/>
        <source>&amp;Figures (artillery: model guns):</source>
        <translation>&amp;Figurer (artilleri: figurpjecer):</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roster_entry_dialog.py" line="89"/>
        <source>&amp;Gunners (artillery, waggon driver):</source>
        <translation>&amp;Artillerister (artilleri, kusk):</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roster_entry_dialog.py" line="90"/>
        <source>&amp;Valour:</source>
        <translation>Va&amp;leur:</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roster_entry_dialog.py" line="94"/>
        <source>Add a side first.</source>
        <translation>Tilføj først en side.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/dialogs/roster_entry_dialog.py" line="120"/>
        <source>(none)</source>
        <translation>(ingen)</translation>
    </message>
</context>
<context>
    <name>RosterModel</name>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="57"/>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="58"/>
        <source>Arm / type</source>
        <translation>Våbenart / type</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="59"/>
        <source>Figures</source>
        <translation>Figurer</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="60"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="61"/>
        <source>Gunners</source>
        <translation>Artillerister</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="62"/>
        <source>Valour</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="63"/>
        <source>Disorder</source>
        <translation>Uorden</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="64"/>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="65"/>
        <source>Supplies</source>
        <translation>Forsyninger</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="66"/>
        <source>Flags / state</source>
        <translation>Mærker / tilstand</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="118"/>
        <source>unlimited</source>
        <translation>ubegrænset</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="120"/>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="121"/>
        <source>%1 rolls left</source>
        <translation>%1 kast tilbage</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="129"/>
        <source>%1 (this bound)</source>
        <translation>%1 (dette træk)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="131"/>
        <source>%1 (to bound %2)</source>
        <translation>%1 (til træk %2)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="292"/>
        <source>Figures now (artillery: model guns)</source>
        <translation>Figurer nu (artilleri: figurpjecer)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="295"/>
        <source>Figures at the start, for the 20 % valour steps</source>
        <translation>Figurer ved start, til valeurtrinene på 20 %</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="298"/>
        <source>Gunners now / at the start</source>
        <translation>Artillerister nu / ved start</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="301"/>
        <source>Valour, −5 to +5 (5.5.1)</source>
        <translation>Valeur, −5 til +5 (5.5.1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="304"/>
        <source>Supplies: unlimited, or fire/melee rolls left</source>
        <translation>Forsyninger: ubegrænset, eller skyde-/nærkampskast tilbage</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="350"/>
        <source>(no immediate commander)</source>
        <translation>(ingen umiddelbar chef)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="405"/>
        <source>light unit (Table 21)</source>
        <translation>let enhed (skema 21)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="408"/>
        <source>highly trained marksmen</source>
        <translation>særligt trænede skytter</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="441"/>
        <source>removed</source>
        <translation>fjernet</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="451"/>
        <source>%1 commander</source>
        <translation>chef (%1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="469"/>
        <location filename="../../ba_console/gui/models/roster_model.py" line="540"/>
        <source>fallen</source>
        <translation>falden</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="535"/>
        <source>fallen, replaced by %1</source>
        <translation>falden, erstattet af %1</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="544"/>
        <source>orderlies: %1 of %2 fallen</source>
        <translation>ordonnanser: %1 af %2 faldne</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/roster_model.py" line="548"/>
        <source>%1 orderlies</source>
        <translation>%1 ordonnanser</translation>
    </message>
</context>
<context>
    <name>RosterPanel</name>
    <message>
        <location filename="../../ba_console/gui/widgets/roster_panel.py" line="69"/>
        <source>Side…</source>
        <translation>Side…</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roster_panel.py" line="70"/>
        <source>Commander…</source>
        <translation>Chef…</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roster_panel.py" line="71"/>
        <source>Unit…</source>
        <translation>Enhed…</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roster_panel.py" line="112"/>
        <location filename="../../ba_console/gui/widgets/roster_panel.py" line="161"/>
        <location filename="../../ba_console/gui/widgets/roster_panel.py" line="174"/>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roster_panel.py" line="113"/>
        <source>In disorder</source>
        <translation>I uorden</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roster_panel.py" line="114"/>
        <source>In FD</source>
        <translation>I FU</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roster_panel.py" line="115"/>
        <source>Without supplies</source>
        <translation>Uden forsyninger</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/widgets/roster_panel.py" line="205"/>
        <source>%1 of %2 units</source>
        <translation>%1 af %2 enheder</translation>
    </message>
    <message>
        <location filename="../../ui/roster_panel.ui" line="34"/>
        <source>Side:</source>
        <translation>Side:</translation>
    </message>
    <message>
        <location filename="../../ui/roster_panel.ui" line="54"/>
        <source>Brigade:</source>
        <translation>Brigade:</translation>
    </message>
    <message>
        <location filename="../../ui/roster_panel.ui" line="74"/>
        <source>State:</source>
        <translation>Tilstand:</translation>
    </message>
    <message>
        <location filename="../../ui/roster_panel.ui" line="94"/>
        <source>Find a unit…</source>
        <translation>Find en enhed…</translation>
    </message>
    <message>
        <location filename="../../ui/roster_panel.ui" line="111"/>
        <source>Add a side, commander or unit to the roster</source>
        <translation>Tilføj en side, chef eller enhed til styrkelisten</translation>
    </message>
    <message>
        <location filename="../../ui/roster_panel.ui" line="114"/>
        <source>&amp;Add</source>
        <translation>&amp;Tilføj</translation>
    </message>
</context>
<context>
    <name>TableEditModel</name>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="48"/>
        <source>unset: fill it in the pack editor or type the outcome from the book</source>
        <translation>ukendt: udfyld feltet i regelpakke-editoren, eller indtast udfaldet fra bogen</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="56"/>
        <source>Label (en)</source>
        <translation>Betegnelse (en)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="57"/>
        <source>Label (da)</source>
        <translation>Betegnelse (da)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="58"/>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="59"/>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="60"/>
        <source>Key</source>
        <translation>Nøgle</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="61"/>
        <source>From</source>
        <translation>Fra</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="62"/>
        <source>To</source>
        <translation>Til</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="63"/>
        <source>Column</source>
        <translation>Kolonne</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="64"/>
        <source>Outcome</source>
        <translation>Udfald</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="65"/>
        <source>Effects</source>
        <translation>Virkninger</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="66"/>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="67"/>
        <source>Passes on</source>
        <translation>Består ved</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="68"/>
        <source>Entry</source>
        <translation>Post</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="69"/>
        <source>Value</source>
        <translation>Værdi</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="169"/>
        <source>{text!r} is not a cell: write a whole number, &apos;-&apos; (does not apply), &apos;?&apos; (unset) or &apos;±N&apos; (value given by the situation)</source>
        <translation>{text!r} er ikke et gyldigt felt: skriv et helt tal, &apos;-&apos; (gælder ikke), &apos;?&apos; (ukendt) eller &apos;±N&apos; (værdi efter situationen)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="191"/>
        <source>{text!r} is not a whole number (leave empty for an open end)</source>
        <translation>{text!r} er ikke et helt tal (lad feltet stå tomt for en åben ende)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="220"/>
        <source>{part!r}: an effect is what[=value][@duration], what one of {kinds}</source>
        <translation>{part!r}: en virkning skrives hvad[=værdi][@varighed], hvor hvad er en af {kinds}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="232"/>
        <source>{part!r}: duration is one of {durations}</source>
        <translation>{part!r}: varigheden er en af {durations}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="342"/>
        <source>row {row}</source>
        <translation>række {row}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="379"/>
        <source>{text!r}: a key is lower-case letters, digits and _</source>
        <translation>{text!r}: en nøgle består af små bogstaver, cifre og _</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="390"/>
        <source>a label cannot be empty</source>
        <translation>en betegnelse kan ikke være tom</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="486"/>
        <source>none yet: add one below</source>
        <translation>ingen endnu: tilføj et nedenfor</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="490"/>
        <source>{key!r} is not an outcome of this table (outcomes: {outcomes}; &apos;?&apos; leaves it unset)</source>
        <translation>{key!r} er ikke et udfald i dette skema (udfald: {outcomes}; &apos;?&apos; lader det være ukendt)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="501"/>
        <source>the column is one of {columns}</source>
        <translation>kolonnen er en af {columns}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="522"/>
        <source>band {lo}-{hi}</source>
        <translation>interval {lo}-{hi}</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="624"/>
        <source>{text!r}: a threshold is a whole number or &apos;?&apos;</source>
        <translation>{text!r}: en tærskel er et helt tal eller &apos;?&apos;</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="662"/>
        <source>an entry cannot be empty: write &apos;?&apos; if it is not known</source>
        <translation>en post kan ikke være tom: skriv &apos;?&apos;, hvis den ikke er kendt</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="701"/>
        <source>{span} in column {column} is not covered by any band (add a band, with outcome &apos;?&apos; if it is not known)</source>
        <translation>{span} i kolonnen {column} er ikke dækket af noget interval (tilføj et interval med udfaldet &apos;?&apos;, hvis det ikke er kendt)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="707"/>
        <source>{span} is not covered by any band (add a band, with outcome &apos;?&apos; if it is not known)</source>
        <translation>{span} er ikke dækket af noget interval (tilføj et interval med udfaldet &apos;?&apos;, hvis det ikke er kendt)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/models/pack_table_model.py" line="765"/>
        <source>{source}: table {table}: </source>
        <translation>{source}: skema {table}: </translation>
    </message>
</context>
<context>
    <name>charges</name>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="92"/>
        <source>declarations still open</source>
        <translation>erklæringer stadig åbne</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="93"/>
        <source>target&apos;s reaction</source>
        <translation>målets reaktion</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="94"/>
        <source>half move</source>
        <translation>halvvejs fremrykning</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="95"/>
        <source>target&apos;s formation change test</source>
        <translation>målets formationsskiftetest</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="96"/>
        <source>target takes its new formation</source>
        <translation>målet indtager sin nye formation</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="97"/>
        <source>defensive fire</source>
        <translation>forsvarsild</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="98"/>
        <source>evaders move</source>
        <translation>de vigende flytter</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="99"/>
        <source>chase: caught or out of reach</source>
        <translation>forfølgelse: indhentet eller uden for rækkevidde</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="100"/>
        <source>evaders escaped: the charger&apos;s choice</source>
        <translation>de vigende slap væk: den chokerendes valg</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="101"/>
        <source>charger&apos;s test</source>
        <translation>den chokerendes test</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="102"/>
        <source>caught evaders</source>
        <translation>indhentede vigende</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="103"/>
        <source>charger stopped: halt</source>
        <translation>den chokerende standsede: holdt</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="104"/>
        <source>waits for the rest of its massed column</source>
        <translation>venter på resten af sin massekolonne</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="105"/>
        <source>columns near one that broke</source>
        <translation>kolonner nær en der brød</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="106"/>
        <source>massed-column formation test</source>
        <translation>formationstest i massekolonne</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="107"/>
        <source>target&apos;s test</source>
        <translation>målets test</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="108"/>
        <source>completion or halt</source>
        <translation>fuldførelse eller holdt</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="109"/>
        <source>finished</source>
        <translation>afsluttet</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="110"/>
        <source>cancelled by an interception</source>
        <translation>annulleret af en opfangning</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="114"/>
        <source>{target} stands</source>
        <translation>{target} står</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="115"/>
        <source>{target} stands and fires</source>
        <translation>{target} står og skyder</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="116"/>
        <source>{target} counter-charges {charger}</source>
        <translation>{target} modchokerer {charger}</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="117"/>
        <source>{target} changes formation (forms square…)</source>
        <translation>{target} skifter formation (danner karré…)</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="118"/>
        <source>{target} evades</source>
        <translation>{target} viger</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="119"/>
        <source>{target} fires, then evades</source>
        <translation>{target} skyder og viger derefter</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="123"/>
        <source>{charger} completes its move into contact with {target}: melee follows</source>
        <translation>{charger} fuldfører sin bevægelse i kontakt med {target}: nærkamp følger</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="126"/>
        <source>{target} gave ground: {charger} takes the vacated position</source>
        <translation>{target} veg: {charger} indtager den forladte stilling</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="129"/>
        <source>{charger} halts</source>
        <translation>{charger} holder</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="130"/>
        <source>{charger} is unformed: it stops half-way and does not enter melee</source>
        <translation>{charger} er uordnet: den standser halvvejs og går ikke i nærkamp</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="133"/>
        <source>{charger} halts on the evaders&apos; old position</source>
        <translation>{charger} holder på de vigendes gamle stilling</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="136"/>
        <source>{charger} moves straight ahead its full charge move</source>
        <translation>{charger} rykker sin fulde chokbevægelse lige frem</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="139"/>
        <source>the caught evaders ({target}) disperse</source>
        <translation>de indhentede vigende ({target}) opløses</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="140"/>
        <source>the evaders ({target}) do not disperse (umpire&apos;s ruling)</source>
        <translation>de vigende ({target}) opløses ikke (dommerens kendelse)</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="150"/>
        <source>not open: say who is phasing</source>
        <translation>ikke åbnet: angiv den aktive side</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="151"/>
        <source>the phasing side declares its charges</source>
        <translation>den aktive side erklærer sine chok</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="152"/>
        <source>the non-phasing side intercepts, then declares its charges</source>
        <translation>den ikke-aktive side opfanger og erklærer derefter sine chok</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="155"/>
        <source>the phasing side may intercept the non-phasing side&apos;s charges</source>
        <translation>den aktive side må opfange den ikke-aktive sides chok</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="158"/>
        <source>declarations closed: interceptions, then the phasing side&apos;s charges, then the non-phasing side&apos;s</source>
        <translation>erklæringer lukket: opfangninger, så den aktive sides chok, så den ikke-aktive sides</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="166"/>
        <source>an interception by the side with the initiative</source>
        <translation>en opfangning af siden med initiativet</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="167"/>
        <source>an interception</source>
        <translation>en opfangning</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="168"/>
        <source>a charge of the phasing side</source>
        <translation>et chok af den aktive side</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="169"/>
        <source>a charge of the non-phasing side</source>
        <translation>et chok af den ikke-aktive side</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="172"/>
        <source>Charges are declared and carried out in the charge phase (VII)</source>
        <translation>Chok erklæres og gennemføres i chokfasen (VII)</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="178"/>
        <source>Fill in: {subject}.</source>
        <translation>Udfyld: {subject}.</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="179"/>
        <source>Answer the club reading first: {subject}</source>
        <translation>Besvar først klubbens fortolkning: {subject}</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="180"/>
        <source>{subject}. Log it only by the umpire&apos;s ruling (tick “umpire&apos;s ruling”).</source>
        <translation>{subject}. Logfør kun ved dommerens kendelse (sæt flueben ved »dommerens kendelse«).</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="183"/>
        <source>Tick it if the table shows it: {subject}</source>
        <translation>Sæt flueben hvis bordet viser det: {subject}</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="262"/>
        <location filename="../../ba_console/play/charge/decide.py" line="888"/>
        <source>Phasing side</source>
        <translation>Aktiv side</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="269"/>
        <source>Side with the initiative</source>
        <translation>Side med initiativet</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="280"/>
        <source>C-in-C of {side}</source>
        <translation>Øverstkommanderende for {side}</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="290"/>
        <source>Open the charge phase</source>
        <translation>Åbn chokfasen</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="300"/>
        <source>Declare a charge of {side}</source>
        <translation>Erklær et chok for {side}</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="305"/>
        <location filename="../../ba_console/play/charge/decide.py" line="996"/>
        <source>Charger</source>
        <translation>Chokerende enhed</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="311"/>
        <location filename="../../ba_console/play/charge/decide.py" line="997"/>
        <source>Target</source>
        <translation>Mål</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="317"/>
        <source>Massed column (a name; empty: none)</source>
        <translation>Massekolonne (et navn; tom: ingen)</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="329"/>
        <source>Declare an interception by {side}</source>
        <translation>Erklær en opfangning for {side}</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="334"/>
        <location filename="../../ba_console/play/charge/decide.py" line="1033"/>
        <source>Intercepting cavalry</source>
        <translation>Opfangende kavaleri</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="340"/>
        <location filename="../../ba_console/play/charge/decide.py" line="1034"/>
        <source>Enemy charge intercepted</source>
        <translation>Fjendtligt chok der opfanges</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="346"/>
        <source>charge {number}: {charger}</source>
        <translation>chok {number}: {charger}</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="357"/>
        <source>Ordered by (C-in-C or brigade commander)</source>
        <translation>Beordret af (øverstkommanderende eller brigadechef)</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="379"/>
        <source>The crew of {unit} re-mans the abandoned guns</source>
        <translation>Betjeningen af {unit} bemander de forladte kanoner igen</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="398"/>
        <location filename="../../ba_console/play/charge/decide.py" line="947"/>
        <source>The club&apos;s reading</source>
        <translation>Klubbens fortolkning</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="411"/>
        <source>{side} has declared its charges</source>
        <translation>{side} har erklæret sine chok</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="413"/>
        <source>{side} has declared its interceptions and charges</source>
        <translation>{side} har erklæret sine opfangninger og chok</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="414"/>
        <source>{side} has declared its interceptions: close them</source>
        <translation>{side} har erklæret sine opfangninger: luk erklæringerne</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="441"/>
        <source>none of these</source>
        <translation>ingen af disse</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="448"/>
        <source>{target} evades as</source>
        <translation>{target} viger som</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="455"/>
        <source>Horse artillery: with its guns</source>
        <translation>Ridende artilleri: med sine kanoner</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="465"/>
        <location filename="../../ba_console/play/charge/decide.py" line="1143"/>
        <source>New formation</source>
        <translation>Ny formation</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="477"/>
        <source>{charger} moves to the point half-way between it and {target}</source>
        <translation>{charger} rykker til punktet midt mellem sig og {target}</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="482"/>
        <source>{charger} moves half the distance to {target}</source>
        <translation>{charger} rykker halvvejs mod {target}</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="485"/>
        <source>Roll the formation change test of {target}</source>
        <translation>Slå formationsskiftetesten for {target}</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="488"/>
        <source>{target} takes its new formation</source>
        <translation>{target} indtager sin nye formation</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="493"/>
        <source>Defensive fire of {target} on {charger}</source>
        <translation>Forsvarsild fra {target} mod {charger}</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="499"/>
        <source>Figures {charger} loses (from the book)</source>
        <translation>Figurer {charger} mister (fra bogen)</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="514"/>
        <source>Reached cover and stopped there</source>
        <translation>Nåede dækning og standsede der</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="521"/>
        <source>Friends it passed through</source>
        <translation>Egne enheder den passerede igennem</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="532"/>
        <source>Unformed after evading (the text is silent)</source>
        <translation>Uordnet efter at have veget (teksten siger intet)</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="543"/>
        <source>Disorders the friends it passes (the text is silent)</source>
        <translation>Bringer de egne enheder den passerer i uorden (teksten siger intet)</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="552"/>
        <source>{target} evades its full evade distance</source>
        <translation>{target} viger sin fulde vigeafstand</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="555"/>
        <source>{charger} catches the evaders</source>
        <translation>{charger} indhenter de vigende</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="557"/>
        <source>The evaders are out of the reach of {charger}</source>
        <translation>De vigende er uden for rækkevidde af {charger}</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="566"/>
        <source>{charger} charges another enemy unit instead</source>
        <translation>{charger} chokerer i stedet en anden fjendtlig enhed</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="571"/>
        <location filename="../../ba_console/play/charge/decide.py" line="1413"/>
        <source>New target</source>
        <translation>Nyt mål</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="578"/>
        <source>Roll the charge test of {charger}</source>
        <translation>Slå chokmoraltesten for {charger}</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="590"/>
        <source>Formed columns of the mass within 8 cm (5&quot;) of a column that wavered, retired or routed</source>
        <translation>Ordnede kolonner i massen inden for 8 cm (5&quot;) af en kolonne der vaklede, trak sig tilbage eller flygtede</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="599"/>
        <source>Within 8 cm (5&quot;)</source>
        <translation>Inden for 8 cm (5&quot;)</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="608"/>
        <source>Roll the massed-column formation test of {charger}</source>
        <translation>Slå formationstesten i massekolonne for {charger}</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="612"/>
        <source>Roll the charge test of {target} (counter-charge)</source>
        <translation>Slå chokmoraltesten for {target} (modchok)</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="614"/>
        <source>Roll the charge test of {target}</source>
        <translation>Slå chokmoraltesten for {target}</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="628"/>
        <source>Roll the formation test of {unit} (evaders passed through it)</source>
        <translation>Slå formationstesten for {unit} (vigende passerede igennem den)</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="645"/>
        <source>{unit} failed its formation test: it is unformed</source>
        <translation>{unit} bestod ikke sin formationstest: den er uordnet</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="704"/>
        <source>charge {number} ({what}) is carried out first: interceptions, then the phasing side&apos;s charges, then the non-phasing side&apos;s</source>
        <translation>chok {number} ({what}) gennemføres først: opfangninger, så den aktive sides chok, så den ikke-aktive sides</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="759"/>
        <source>{unit} is not a unit of the roster</source>
        <translation>{unit} er ikke en enhed i styrkelisten</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="787"/>
        <source>There is no charge {number} in this phase</source>
        <translation>Der er intet chok {number} i denne fase</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="801"/>
        <location filename="../../ba_console/play/charge/decide.py" line="1476"/>
        <source>charge {number} is at another step: {step}</source>
        <translation>chok {number} er ved et andet trin: {step}</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="882"/>
        <source>Charges are declared already: void them first to change who is phasing</source>
        <translation>Der er allerede erklæret chok: annullér dem først for at skifte aktiv side</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="893"/>
        <source>The charge phase needs the roster&apos;s two sides</source>
        <translation>Chokfasen kræver styrkelistens to sider</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="908"/>
        <source>{commander} is no commander of {side}</source>
        <translation>{commander} er ikke chef for {side}</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="919"/>
        <source>No C-in-C named for {side}: only its brigade commanders may order interceptions</source>
        <translation>Ingen øverstkommanderende angivet for {side}: kun dens brigadechefer må beordre opfangninger</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="966"/>
        <source>Declarations are closed: an interception is declared right after the enemy&apos;s declarations, before any charge is carried out</source>
        <translation>Erklæringerne er lukket: en opfangning erklæres lige efter fjendens erklæringer, før noget chok gennemføres</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="976"/>
        <source>Not now: {stage}</source>
        <translation>Ikke nu: {stage}</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="1003"/>
        <location filename="../../ba_console/play/charge/decide.py" line="1052"/>
        <source>{unit} is not of {side}, which declares now: the non-phasing side declares after the phasing side</source>
        <translation>{unit} hører ikke til {side}, som erklærer nu: den ikke-aktive side erklærer efter den aktive side</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="1042"/>
        <source>Charge {number} is no enemy charge declared and standing</source>
        <translation>Chok {number} er ikke et erklæret og gældende fjendtligt chok</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="1158"/>
        <source>{unit} counter-charges: it takes a charge test too</source>
        <translation>{unit} modchokerer: den tager også en chokmoraltest</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="1217"/>
        <source>Figures lost is a number, 0 or more</source>
        <translation>Mistede figurer er et tal, 0 eller mere</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="1254"/>
        <source>{unit} is no friend of the evaders</source>
        <translation>{unit} er ikke en egen enhed for de vigende</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="1262"/>
        <source>Straight away from the enemy, at most 22° off, towards the nearest cover or friends; no manoeuvres or turns but to avoid friends or impassable ground; an evader that reaches cover stops there</source>
        <translation>Lige væk fra fjenden, højst 22° til siden, mod nærmeste dækning eller egne enheder; ingen manøvrer eller vendinger undtagen for at undgå egne enheder eller ufremkommeligt terræn; en vigende enhed der når dækning standser der</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="1328"/>
        <source>{charger} reaches base contact with the evaders with the rest of its charge move</source>
        <translation>{charger} når brikkontakt med de vigende med resten af sin chokbevægelse</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="1354"/>
        <source>Caught evaders are hit as routers and disperse</source>
        <translation>Indhentede vigende rammes som flygtende og opløses</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="1362"/>
        <source>{charger} did not pass its charge test; the text does not say what then becomes of caught evaders: tick to rule it so</source>
        <translation>{charger} bestod ikke sin chokmoraltest; teksten siger ikke hvad der så sker med indhentede vigende: sæt flueben for at afgøre det sådan</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="1392"/>
        <source>{unit} is no formed column of this mass that passed its charge test</source>
        <translation>{unit} er ikke en ordnet kolonne i denne masse, der bestod sin chokmoraltest</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="1420"/>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="291"/>
        <source>{target} is on the side of {unit}</source>
        <translation>{target} er på samme side som {unit}</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="1429"/>
        <source>{target} is inside the 22° arc of {charger} and within its charge move</source>
        <translation>{target} er inden for 22°-vinklen for {charger} og inden for dens chokbevægelse</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="1441"/>
        <source>The charge starts again on the new target: it reacts, then {charger} makes its half move</source>
        <translation>Chokket begynder forfra mod det nye mål: det reagerer, så rykker {charger} halvvejs</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="1490"/>
        <source>A unit that retires in the charge phase moves back half its retire distance at once</source>
        <translation>En enhed der trækker sig tilbage i chokfasen rykker straks halvdelen af sin tilbagetrækningsafstand tilbage</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="1503"/>
        <source>Its neighbours in the massed column within 8 cm (5&quot;) take the massed-column formation test</source>
        <translation>Dens naboer i massekolonnen inden for 8 cm (5&quot;) tager formationstesten i massekolonne</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="1528"/>
        <source>{unit} owes no disorder from these evaders</source>
        <translation>{unit} skal ikke i uorden af disse vigende</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="1548"/>
        <source>{unit} has no abandoned guns</source>
        <translation>{unit} har ingen forladte kanoner</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/charge/decide.py" line="1557"/>
        <source>the enemy has passed through, left, or been thrown back from the guns</source>
        <translation>fjenden er passeret igennem, har forladt eller er kastet tilbage fra kanonerne</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="112"/>
        <source>When must an interceptor be within charge distance of its target? The rule says at the start of the charge phase; the designer&apos;s note says at the start of the turn.</source>
        <translation>Hvornår skal en opfangende enhed være inden for chokafstand af sit mål? Reglen siger ved chokfasens begyndelse; designerens note siger ved turens begyndelse.</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="120"/>
        <source>at the start of the charge phase</source>
        <translation>ved chokfasens begyndelse</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="121"/>
        <source>at the start of the turn</source>
        <translation>ved turens begyndelse</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="126"/>
        <source>Which charged units may counter-charge their attacker? Note 7.12 says a charged unit stands or counter-charges; a review of the 2nd edition says infantry cannot.</source>
        <translation>Hvilke angrebne enheder må modchokere deres angriber? Note 7.12 siger at en angrebet enhed står eller modchokerer; en anmeldelse af 2. udgave siger at infanteri ikke kan.</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="134"/>
        <source>cavalry only</source>
        <translation>kun kavaleri</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="135"/>
        <source>any charged unit</source>
        <translation>enhver angrebet enhed</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="140"/>
        <source>Limbered artillery and Cossacks that evade through friends disorder them, and a formation test is compulsory. Does the test prevent the disorder, or is it taken after it?</source>
        <translation>Påprodset artilleri og kosakker der viger gennem egne enheder bringer dem i uorden, og en formationstest er obligatorisk. Forhindrer testen uordenen, eller tages den efter den?</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="150"/>
        <source>the test prevents it: unformed only on a fail</source>
        <translation>testen forhindrer den: kun uordnet hvis den ikke bestås</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="154"/>
        <source>it follows: unformed at once, then the test</source>
        <translation>den følger efter: straks uordnet, derefter testen</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="160"/>
        <source>Which formation test do friends passed through by evaders take? The text does not say.</source>
        <translation>Hvilken formationstest tager egne enheder som vigende passerer igennem? Teksten siger det ikke.</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="169"/>
        <source>the massed-column formation test (7+/8+/9+)</source>
        <translation>formationstesten i massekolonne (7+/8+/9+)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="173"/>
        <source>the formation test of your rulebook (outcome typed)</source>
        <translation>formationstesten i jeres regelbog (udfaldet indtastes)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="188"/>
        <source>Answer the club reading first: {question}</source>
        <translation>Besvar først klubbens fortolkning: {question}</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="229"/>
        <source>the brigade general of {unit} is within command radius (the radius is in your rulebook)</source>
        <translation>brigadegeneralen for {unit} er inden for kommandoradius (radius står i jeres regelbog)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="240"/>
        <source>{target} is visible to {unit}</source>
        <translation>{target} er synlig for {unit}</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="248"/>
        <source>{target} is within the charge reach of {unit}</source>
        <translation>{target} er inden for chokrækkevidden af {unit}</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="256"/>
        <source>{target} is inside the 22° charge arc of {unit}</source>
        <translation>{target} er inden for 22°-chokvinklen for {unit}</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="264"/>
        <source>the general&apos;s ability allows this charge (Deluxe: how many charges a general may declare depends on his ability; the numbers are in your rulebook)</source>
        <translation>generalens evner tillader dette chok (Deluxe: hvor mange chok en general må erklære afhænger af hans evner; tallene står i jeres regelbog)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="308"/>
        <source>{unit} has declared a charge this turn already (charge {number})</source>
        <translation>{unit} har allerede erklæret et chok i denne tur (chok {number})</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="321"/>
        <source>{unit} is charged (charge {number}): a charged unit may not charge a third unit; it stands or counter-charges its attacker</source>
        <translation>{unit} er angrebet (chok {number}): en angrebet enhed må ikke chokere en tredje enhed; den står eller modchokerer sin angriber</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="361"/>
        <source>{unit} is not cavalry: only cavalry may intercept (a)</source>
        <translation>{unit} er ikke kavaleri: kun kavaleri må opfange (a)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="373"/>
        <source>Name the commander of the side of {unit} who orders the interception: the C-in-C or its brigade commander (b)</source>
        <translation>Angiv chefen på siden for {unit} der beordrer opfangningen: den øverstkommanderende eller dens brigadechef (b)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="388"/>
        <source>{commander} has ordered an interception this turn already (charge {number}): one a turn, for one cavalry unit (b)</source>
        <translation>{commander} har allerede beordret en opfangning i denne tur (chok {number}): én pr. tur, for én kavalerienhed (b)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="403"/>
        <source>{commander} is neither the C-in-C nor the brigade commander of {unit}: a brigade commander orders interceptions only by his own brigade&apos;s cavalry (c)</source>
        <translation>{commander} er hverken øverstkommanderende eller brigadechef for {unit}: en brigadechef beordrer kun opfangninger med sin egen brigades kavaleri (c)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="421"/>
        <source>{unit} was within charge distance of {target} {when} (d)</source>
        <translation>{unit} var inden for chokafstand af {target} {when} (d)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="435"/>
        <source>the charge of {target} is itself an interception; the text does not say whether an interception may be intercepted: tick to rule that it may</source>
        <translation>chokket fra {target} er selv en opfangning; teksten siger ikke om en opfangning må opfanges: sæt flueben for at afgøre at den må</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="449"/>
        <source>{unit} is unformed; the rule&apos;s example speaks of a formed cavalry unit</source>
        <translation>{unit} er uordnet; reglens eksempel taler om en ordnet kavalerienhed</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="492"/>
        <source>{unit} is not cavalry: by the club&apos;s reading only cavalry counter-charges</source>
        <translation>{unit} er ikke kavaleri: efter klubbens fortolkning modchokerer kun kavaleri</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="505"/>
        <source>the gap between {charger} and {unit} is more than half the charge move of {charger}</source>
        <translation>afstanden mellem {charger} og {unit} er mere end halvdelen af chokbevægelsen for {charger}</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="534"/>
        <source>{unit} may not evade: only Cossacks, skirmishers, horse artillery, foot-artillery crews beside formed infantry or cover, and open-order infantry of 1792–1800 evade</source>
        <translation>{unit} må ikke vige: kun kosakker, tirailleurer, ridende artilleri, fodartilleriets betjening ved ordnet infanteri eller dækning og infanteri i spredt orden 1792–1800 viger</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="550"/>
        <source>the roster does not hold {unit} as {troop} ({arm}, {type})</source>
        <translation>styrkelisten har ikke {unit} som {troop} ({arm}, {type})</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="566"/>
        <source>{unit} may not evade as {troop}: {condition}</source>
        <translation>{unit} må ikke vige som {troop}: {condition}</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="578"/>
        <source>{unit} may evade as {troop} here (the pack says: {condition})</source>
        <translation>{unit} må vige som {troop} her (pakken siger: {condition})</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="592"/>
        <source>the battery of {unit} is in base contact with a formed friendly infantry unit or with cover</source>
        <translation>batteriet for {unit} er i brikkontakt med en ordnet egen infanterienhed eller med dækning</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="607"/>
        <source>no evade-and-fire: only skirmishers charged by close-order infantry fire and then evade</source>
        <translation>ingen skyd-og-vig: kun tirailleurer angrebet af infanteri i sluttet orden skyder og viger derefter</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/charges.py" line="620"/>
        <source>{charger} is close-order infantry (not skirmishers)</source>
        <translation>{charger} er infanteri i sluttet orden (ikke tirailleurer)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/evasion.py" line="32"/>
        <source>Cossacks</source>
        <translation>kosakker</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/evasion.py" line="33"/>
        <source>skirmishers</source>
        <translation>tirailleurer</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/evasion.py" line="34"/>
        <source>horse artillery</source>
        <translation>ridende artilleri</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/evasion.py" line="35"/>
        <source>foot-artillery crews</source>
        <translation>fodartilleriets betjening</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/evasion.py" line="36"/>
        <source>open-order infantry</source>
        <translation>infanteri i spredt orden</translation>
    </message>
</context>
<context>
    <name>dice</name>
    <message>
        <location filename="../../ba_console/core/dice.py" line="27"/>
        <source>{spec} needs {count} dice, got {got}</source>
        <translation>{spec} kræver {count} terninger, fik {got}</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/dice.py" line="28"/>
        <source>die {index} shows {face}: faces run from 1 to {sides}</source>
        <translation>terning {index} viser {face}: øjnene går fra 1 til {sides}</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/dice.py" line="29"/>
        <source>{text!r} is not a die face</source>
        <translation>{text!r} er ikke et terningøje</translation>
    </message>
</context>
<context>
    <name>labels</name>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="48"/>
        <source>infantry</source>
        <translation>infanteri</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="49"/>
        <source>cavalry</source>
        <translation>kavaleri</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="50"/>
        <source>artillery</source>
        <translation>artilleri</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="51"/>
        <source>supply</source>
        <translation>forsyning</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="52"/>
        <source>waggon</source>
        <translation>trænvogn</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="53"/>
        <source>line</source>
        <translation>linie</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="54"/>
        <source>light</source>
        <translation>let</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="55"/>
        <source>guard</source>
        <translation>garde</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="56"/>
        <source>heavy</source>
        <translation>tung</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="57"/>
        <source>lancers</source>
        <translation>lansenerer</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="58"/>
        <source>foot</source>
        <translation>fod</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="59"/>
        <source>horse</source>
        <translation>ridende</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="61"/>
        <source>attack column</source>
        <translation>angrebskolonne</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="62"/>
        <source>column of march</source>
        <translation>marchkolonne</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="63"/>
        <source>square</source>
        <translation>karré</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="64"/>
        <source>battalion mass</source>
        <translation>bataljonsmasse</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="65"/>
        <source>huddle</source>
        <translation>hob</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="66"/>
        <source>skirmish line</source>
        <translation>kæde</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="67"/>
        <source>work</source>
        <translation>arbejde</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="68"/>
        <source>rest</source>
        <translation>hvil</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="69"/>
        <source>no formation</source>
        <translation>ingen formation</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="70"/>
        <source>limbered</source>
        <translation>påprodset</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="71"/>
        <source>unlimbered</source>
        <translation>afprodset</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="73"/>
        <source>side</source>
        <translation>side</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="74"/>
        <source>commander</source>
        <translation>chef</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="75"/>
        <source>unit</source>
        <translation>enhed</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="76"/>
        <source>orderly</source>
        <translation>ordonnans</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="78"/>
        <source>ordered</source>
        <translation>i orden</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="79"/>
        <source>LD</source>
        <translation>LU</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="80"/>
        <source>MD</source>
        <translation>U</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="81"/>
        <source>FD</source>
        <translation>FU</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="83"/>
        <source>formed</source>
        <translation>formeret</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="84"/>
        <source>unformed</source>
        <translation>uformeret</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="86"/>
        <source>army</source>
        <translation>hær</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="87"/>
        <source>corps</source>
        <translation>korps</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="88"/>
        <source>division</source>
        <translation>division</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="89"/>
        <source>brigade</source>
        <translation>brigade</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="90"/>
        <source>particularly effective</source>
        <translation>særligt effektiv</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="91"/>
        <source>normal</source>
        <translation>almindelig</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="92"/>
        <source>ineffective</source>
        <translation>ineffektiv</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="94"/>
        <source>fast</source>
        <translation>ilmarch</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="95"/>
        <source>charge</source>
        <translation>storm</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="96"/>
        <source>split</source>
        <translation>del</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="97"/>
        <source>assemble</source>
        <translation>saml</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="98"/>
        <source>written</source>
        <translation>skrevet</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="99"/>
        <source>needs ordering roll</source>
        <translation>kræver ordrekast</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="100"/>
        <source>followed</source>
        <translation>fulgt</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="101"/>
        <source>not followed</source>
        <translation>ikke fulgt</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="103"/>
        <source>fired</source>
        <translation>har skudt</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="104"/>
        <source>fired at</source>
        <translation>beskudt</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="105"/>
        <source>continued fire</source>
        <translation>fortsat skydning</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="106"/>
        <source>passed through</source>
        <translation>gennemmarcheret</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="107"/>
        <source>fast march</source>
        <translation>ilmarch</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="108"/>
        <source>changed formation</source>
        <translation>skiftet formation</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="109"/>
        <source>charged</source>
        <translation>har stormet</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="110"/>
        <source>attacked</source>
        <translation>har angrebet</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="111"/>
        <source>defended</source>
        <translation>har forsvaret</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="112"/>
        <source>put opponent into FD</source>
        <translation>satte modstander i FU</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="114"/>
        <source>as ordered</source>
        <translation>som befalet</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="115"/>
        <source>only in part</source>
        <translation>kun delvis</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="116"/>
        <source>not carried out</source>
        <translation>ikke udført</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="117"/>
        <source>movement</source>
        <translation>bevægelse</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="119"/>
        <source>charged: stands or counter-charges</source>
        <translation>angrebet: står eller modchokerer</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="120"/>
        <source>guns abandoned</source>
        <translation>kanoner forladt</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="121"/>
        <source>Low on Ammunition</source>
        <translation>lav på ammunition</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="122"/>
        <source>dispersed</source>
        <translation>opløst</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="124"/>
        <source>attacker</source>
        <translation>angriber</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="125"/>
        <source>defender</source>
        <translation>forsvarer</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="126"/>
        <source>loss</source>
        <translation>tab</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="127"/>
        <source>moral</source>
        <translation>moral</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="128"/>
        <source>roll</source>
        <translation>kast</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="130"/>
        <source>console</source>
        <translation>konsol</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="131"/>
        <source>typed</source>
        <translation>indtastet</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="133"/>
        <source>figures</source>
        <translation>figurer</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="134"/>
        <source>gunners</source>
        <translation>artillerister</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="135"/>
        <source>valour</source>
        <translation>valeur</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="136"/>
        <source>disorder</source>
        <translation>uorden</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="137"/>
        <source>formation</source>
        <translation>formation</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="138"/>
        <source>supplies left</source>
        <translation>forsyninger tilbage</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="139"/>
        <source>position</source>
        <translation>position</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="140"/>
        <source>marksmen</source>
        <translation>trænede skytter</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="141"/>
        <source>name</source>
        <translation>navn</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="142"/>
        <source>figures at the start</source>
        <translation>figurer ved start</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="143"/>
        <source>gunners at the start</source>
        <translation>artillerister ved start</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="144"/>
        <source>valour at the start</source>
        <translation>valeur ved start</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="145"/>
        <source>commander fallen</source>
        <translation>chef falden</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="146"/>
        <source>commander&apos;s rating</source>
        <translation>chefens kvalitet</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="147"/>
        <source>commander replaced by</source>
        <translation>chef erstattet af</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="148"/>
        <source>commander&apos;s name</source>
        <translation>chefens navn</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="149"/>
        <source>commander&apos;s level</source>
        <translation>chefens niveau</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="150"/>
        <source>superior commander</source>
        <translation>overordnet chef</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="151"/>
        <source>orderly fallen</source>
        <translation>ordonnans faldet</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="152"/>
        <source>orderly&apos;s name</source>
        <translation>ordonnansens navn</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="153"/>
        <source>order</source>
        <translation>ordre</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="155"/>
        <source>figures lost</source>
        <translation>tabte figurer</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="159"/>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="160"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="161"/>
        <source>no</source>
        <translation>nej</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="164"/>
        <source>{who}: “{flag}” removed</source>
        <translation>{who}: »{flag}« fjernet</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="166"/>
        <source>{who}: “{flag}” (until bound {bound}) removed</source>
        <translation>{who}: »{flag}« (til og med træk {bound}) fjernet</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="167"/>
        <source>{who}: “{flag}” set</source>
        <translation>{who}: »{flag}« sat</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="168"/>
        <source>{who}: “{flag}” until bound {bound}</source>
        <translation>{who}: »{flag}« til og med træk {bound}</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="169"/>
        <source>side {who}: penalty {value} until bound {bound}</source>
        <translation>side {who}: straf {value} til og med træk {bound}</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="170"/>
        <source>{who}: {part} of a figure lost, summed with this phase&apos;s other losses (3.1.5)</source>
        <translation>{who}: {part} figur tabt, lagt sammen med fasens øvrige tab (3.1.5)</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="173"/>
        <source>side {who}: penalty {value} (until bound {bound}) removed</source>
        <translation>side {who}: straf {value} (til og med træk {bound}) fjernet</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="176"/>
        <source>{who}: {what} {old} → {new}</source>
        <translation>{who}: {what}: {old} → {new}</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="287"/>
        <source>Table {n}</source>
        <translation>Skema {n}</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/vocabulary.py" line="288"/>
        <source>{low} to {high}</source>
        <translation>{low} til {high}</translation>
    </message>
</context>
<context>
    <name>orders</name>
    <message>
        <location filename="../../ba_console/core/orders.py" line="106"/>
        <source>in full disorder (FD): cannot take orders (1.1.2)</source>
        <translation>i fuldstændig uorden (FU): kan ikke få ordrer (1.1.2)</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/orders.py" line="107"/>
        <source>more than 30 cm from its immediate commander (1.1.3)</source>
        <translation>mere end 30 cm fra sin umiddelbare chef (1.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/orders.py" line="108"/>
        <source>changes formation while in LD or MD (1.1.3)</source>
        <translation>skifter formation i LU eller U (1.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/core/orders.py" line="111"/>
        <source>changes formation within 30 cm of a formed enemy unit (1.1.3)</source>
        <translation>skifter formation inden for 30 cm af en sluttet fjendtlig enhed (1.1.3)</translation>
    </message>
</context>
<context>
    <name>play</name>
    <message>
        <location filename="../../ba_console/play/movement.py" line="48"/>
        <source>the ordering roll failed: no part of the order (1.1.3)</source>
        <translation>ordrekastet slog fejl: ingen del af ordren (1.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/movement.py" line="49"/>
        <source>{outcome} is not what a unit does of its order ({known})</source>
        <translation>{outcome} er ikke noget, en enhed gør af sin ordre ({known})</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/movement.py" line="52"/>
        <source>{unit} is not a unit of this game</source>
        <translation>{unit} er ikke en enhed i dette spil</translation>
    </message>
    <message>
        <location filename="../../ba_console/play/movement.py" line="53"/>
        <source>{unit} cannot march through itself</source>
        <translation>{unit} kan ikke marchere gennem sig selv</translation>
    </message>
</context>
<context>
    <name>printing</name>
    <message>
        <location filename="../../ba_console/gui/printing.py" line="29"/>
        <source>Unit</source>
        <translation>Enhed</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/printing.py" line="30"/>
        <source>Order (as written)</source>
        <translation>Ordre (som skrevet)</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/printing.py" line="31"/>
        <source>March to / cm / rate</source>
        <translation>March til / cm / marchlængde</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/printing.py" line="32"/>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/printing.py" line="33"/>
        <source>Split / assemble</source>
        <translation>Deling / samling</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/printing.py" line="34"/>
        <source>Attack: target / charge / position</source>
        <translation>Angreb: mål / storm / position</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/printing.py" line="35"/>
        <source>Other</source>
        <translation>Andet</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/printing.py" line="37"/>
        <source>Fast march or charge, movement limits and the target of an attack must be written (1.1.2). Units in FD take no orders.</source>
        <translation>Ilmarch eller storm, bevægelsesgrænser og angrebets mål skal skrives (1.1.2). Enheder i FU får ingen ordrer.</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/printing.py" line="42"/>
        <source>Order sheet</source>
        <translation>Ordreskema</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/printing.py" line="43"/>
        <source>Bound</source>
        <translation>Træk</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/printing.py" line="44"/>
        <source>now</source>
        <translation>nu</translation>
    </message>
    <message>
        <location filename="../../ba_console/gui/printing.py" line="96"/>
        <source>Blank order sheets</source>
        <translation>Tomme ordreskemaer</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/fire.py" line="31"/>
        <source>unit in MD cannot fire (3.1.1)</source>
        <translation>enhed i U kan ikke skyde (3.1.1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/fire.py" line="32"/>
        <source>unit in FD cannot fire (3.1.1)</source>
        <translation>enhed i FU kan ikke skyde (3.1.1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/fire.py" line="33"/>
        <source>unit without supplies cannot fire (5.5.3)</source>
        <translation>enhed uden forsyninger kan ikke skyde (5.5.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/fire.py" line="34"/>
        <source>unit used fast march this bound: cannot fire (2.3.2)</source>
        <translation>enheden har brugt ilmarch i dette træk: kan ikke skyde (2.3.2)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/fire.py" line="37"/>
        <source>unit was passed through this bound: cannot fire (1.1.1)</source>
        <translation>enheden er blevet gennemmarcheret i dette træk: kan ikke skyde (1.1.1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/fire.py" line="40"/>
        <source>unit fired in the continued-fire phase: cannot fire again this bound (1.1.1)</source>
        <translation>enheden skød i fasen for fortsat skydning: kan ikke skyde igen i dette træk (1.1.1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/fire.py" line="43"/>
        <source>continued fire is only at the target the unit fired at in the last bound (1.1.1)</source>
        <translation>fortsat skydning kun mod det mål, enheden skød på i sidste træk (1.1.1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/fire.py" line="47"/>
        <source>unit at work cannot fire (1.3.5)</source>
        <translation>enhed i arbejde kan ikke skyde (1.3.5)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/fire.py" line="48"/>
        <source>unit at rest cannot fire (1.3.6)</source>
        <translation>enhed i hvil kan ikke skyde (1.3.6)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/fire.py" line="89"/>
        <source>units of fire, all {n} firing: {units} (3.1.1)</source>
        <translation>skydeenheder, alle {n} skyder: {units} (3.1.1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="21"/>
        <source>unit in MD cannot attack (4.1.1)</source>
        <translation>enhed i U kan ikke angribe (4.1.1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="22"/>
        <source>unit in FD cannot attack (4.1.1)</source>
        <translation>enhed i FU kan ikke angribe (4.1.1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="23"/>
        <source>a huddle cannot attack (1.3.1, 4.1.1)</source>
        <translation>en hob kan ikke angribe (1.3.1, 4.1.1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="24"/>
        <source>unit used fast march this bound: cannot attack (2.3.2)</source>
        <translation>enheden har brugt ilmarch i dette træk: kan ikke angribe (2.3.2)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/orders.py" line="14"/>
        <source>unit in FD cannot take orders (1.1.2)</source>
        <translation>enhed i FU kan ikke få ordrer (1.1.2)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="29"/>
        <source>unit in LD cannot charge (2.3.3)</source>
        <translation>enhed i LU kan ikke storme (2.3.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="30"/>
        <source>unit charged in bound {bound}: 4 bounds must pass before it charges again (2.3.3)</source>
        <translation>enheden stormede i træk {bound}: der skal gå 4 træk, før den kan storme igen (2.3.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/morale.py" line="28"/>
        <source>unit without supplies: -2 in melee, and by the Danish text it can only take prisoners (5.5.3)</source>
        <translation>enhed uden forsyninger: -2 i nærkamp, og efter den danske tekst kan den kun tage fanger (5.5.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="27"/>
        <source>unit at work cannot attack (1.3.5)</source>
        <translation>enhed i arbejde kan ikke angribe (1.3.5)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="28"/>
        <source>unit at rest cannot attack (1.3.6)</source>
        <translation>enhed i hvil kan ikke angribe (1.3.6)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="58"/>
        <source>units of melee, all {n} gunners (artillery): {units} (4.1.3)</source>
        <translation>nærkampsenheder, alle {n} artillerister (artilleri): {units} (4.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="61"/>
        <source>units of melee, the two ranks of a line, all {n} figures: {units} (4.1.3)</source>
        <translation>nærkampsenheder, en linies to geledder, alle {n} figurer: {units} (4.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="64"/>
        <source>units of melee, the two ranks of a line, all {n} figures: {units}; in a flank attack, its two outer files, {flank} figures: {flank_units} (4.1.3)</source>
        <translation>nærkampsenheder, en linies to geledder, alle {n} figurer: {units}; ved flankeangreb de to yderste rodder, {flank} figurer: {flank_units} (4.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="69"/>
        <source>units of melee, the two front ranks of a column of march (2 wide), {n} figures: {units} (4.1.3)</source>
        <translation>nærkampsenheder, en marchkolonnes to forreste geledder (2 figurer brede), {n} figurer: {units} (4.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="74"/>
        <source>units of melee, the two front ranks of a column of march (2 wide), {n} figures: {units}; in a flank attack, its two files, all {flank} figures: {flank_units}; in a rear attack, its two rear ranks, as the umpire counts them (4.1.3)</source>
        <translation>nærkampsenheder, en marchkolonnes to forreste geledder (2 figurer brede), {n} figurer: {units}; ved flankeangreb dens to rodder, alle {flank} figurer: {flank_units}; ved rygangreb dens to bageste geledder, som dommeren tæller dem (4.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="80"/>
        <source>units of melee: its two front ranks, twice its frontage in figures, as the umpire counts them (4.1.3)</source>
        <translation>nærkampsenheder: dens to forreste geledder, to gange dens frontbredde i figurer, som dommeren tæller dem (4.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="85"/>
        <source>units of melee: its two front ranks, twice its frontage in figures; in a flank attack its two outer files, in a rear attack its two rear ranks; as the umpire counts them (4.1.3)</source>
        <translation>nærkampsenheder: dens to forreste geledder, to gange dens frontbredde i figurer; ved flankeangreb de to yderste rodder, ved rygangreb de to bageste geledder; som dommeren tæller dem (4.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="91"/>
        <source>units of melee: it faces out on every side (1.3.1); the umpire counts the two ranks facing the attack (4.1.3)</source>
        <translation>nærkampsenheder: den vender udad til alle sider (1.3.1); dommeren tæller de to geledder, der vender mod angrebet (4.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="96"/>
        <source>units of melee: its figures within 15 cm of the enemy, as the umpire counts them (4.3.1)</source>
        <translation>nærkampsenheder: dens figurer inden for 15 cm af fjenden, som dommeren tæller dem (4.3.1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="100"/>
        <source>units of melee: its formation does not tell its ranks; the umpire counts its two front ranks, in a flank attack its two outer files, in a rear attack its two rear ranks (4.1.3)</source>
        <translation>nærkampsenheder: dens formation viser ikke dens geledder; dommeren tæller dens to forreste geledder, ved flankeangreb de to yderste rodder, ved rygangreb de to bageste geledder (4.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="221"/>
        <source>Attacks too: reads the attacker column (its order attacks {unit}, 4.1.3)</source>
        <translation>Angriber også: bruger angriberkolonnen (dens ordre angriber {unit}, 4.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="227"/>
        <source>Defends: no attack order of its own this bound (4.1.3)</source>
        <translation>Forsvarer: ingen egen angrebsordre i dette træk (4.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="231"/>
        <source>Defends: its order attacks {unit}, not an attacker in this melee (4.1.3)</source>
        <translation>Forsvarer: dens ordre angriber {unit}, ikke en angriber i denne nærkamp (4.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="237"/>
        <source>In MD it cannot attack: fights as defender (4.1.1)</source>
        <translation>I U kan den ikke angribe: kæmper som forsvarer (4.1.1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="241"/>
        <source>In FD it cannot attack: fights as defender (4.1.1)</source>
        <translation>I FU kan den ikke angribe: kæmper som forsvarer (4.1.1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="245"/>
        <source>A huddle cannot attack: fights as defender (1.3.1, 4.1.1)</source>
        <translation>En hob kan ikke angribe: kæmper som forsvarer (1.3.1, 4.1.1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="249"/>
        <source>Used fast march this bound, it cannot attack: fights as defender (2.3.2)</source>
        <translation>Har brugt ilmarch i dette træk og kan ikke angribe: kæmper som forsvarer (2.3.2)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="255"/>
        <source>At work it cannot attack: fights as defender (1.3.5)</source>
        <translation>I arbejde kan den ikke angribe: kæmper som forsvarer (1.3.5)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="259"/>
        <source>At rest it cannot attack: fights as defender (1.3.6)</source>
        <translation>I hvil kan den ikke angribe: kæmper som forsvarer (1.3.6)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="263"/>
        <source>Artillery does not attack: fights as defender (Table 8)</source>
        <translation>Artilleri angriber ikke: kæmper som forsvarer (skema 8)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="267"/>
        <source>Hit in flank or rear: loses its own attack, fights as defender (4.1.1)</source>
        <translation>Ramt i flanke eller ryg: mister sit eget angreb, kæmper som forsvarer (4.1.1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="273"/>
        <source>Infantry attacked by cavalry: loses its own attack, fights as defender (4.1.1)</source>
        <translation>Infanteri angrebet af kavaleri: mister sit eget angreb, kæmper som forsvarer (4.1.1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/staff.py" line="20"/>
        <source>Side penalty after a fallen staff figure</source>
        <translation>Straf for egen side efter faldet stabsfigur</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="77"/>
        <source>{own} figures against {opponent}: the highest tier reached (4.1.3)</source>
        <translation>{own} figurer mod {opponent}: det højeste trin, der er nået (4.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="80"/>
        <source>{own} figures (gunners ×5, 3.4.3) against {opponent}: the highest tier reached (4.1.3)</source>
        <translation>{own} figurer (artillerister ×5, 3.4.3) mod {opponent}: det højeste trin, der er nået (4.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="36"/>
        <source>the unit is at work (1.3.5, 1.3.6)</source>
        <translation>enheden er i arbejde (1.3.5, 1.3.6)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/melee.py" line="37"/>
        <source>the unit is at rest (1.3.5, 1.3.6)</source>
        <translation>enheden er i hvil (1.3.5, 1.3.6)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="85"/>
        <source>the immediate commander is particularly effective (1.1.3)</source>
        <translation>den umiddelbare chef er særligt effektiv (1.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="88"/>
        <source>the immediate commander is particularly ineffective (1.1.3)</source>
        <translation>den umiddelbare chef er særligt ineffektiv (1.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="111"/>
        <source>the unit&apos;s valour is {valour:+d} (5.5.1)</source>
        <translation>enhedens valeur er {valour:+d} (5.5.1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="120"/>
        <source>the unit has no supplies left (5.5.3)</source>
        <translation>enheden har ingen forsyninger tilbage (5.5.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="127"/>
        <source>heavy cavalry (4.4.0)</source>
        <translation>tungt kavaleri (4.4.0)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="133"/>
        <source>light cavalry (4.4.0)</source>
        <translation>let kavaleri (4.4.0)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="142"/>
        <source>the attack is made at the charge (2.3.3)</source>
        <translation>angrebet sker i storm (2.3.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="150"/>
        <source>heavy cavalry or lancers attacking at the charge (2.3.3)</source>
        <translation>tungt kavaleri eller lansenerer angriber i storm (2.3.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="157"/>
        <source>artillery (4.5.0)</source>
        <translation>artilleri (4.5.0)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="165"/>
        <source>highly trained marksmen (5.5.1)</source>
        <translation>særligt trænede skytter (5.5.1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="173"/>
        <source>commander engaged this bound: {factor:+d} (1.1.4, Table 10)</source>
        <translation>chefs indgriben i dette træk: {factor:+d} (1.1.4, skema 10)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="182"/>
        <source>commander or orderly in base contact (1.1.3)</source>
        <translation>chef eller ordonnans i brikkontakt (1.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="190"/>
        <source>the order is only a march toward the commander (1.1.3)</source>
        <translation>ordren er kun en march mod chefen (1.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="198"/>
        <source>the order is only a change to huddle (1.1.3)</source>
        <translation>ordren er kun en formationsændring til hob (1.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="209"/>
        <source>the same order failed its ordering roll in the {count} bound(s) before this one (1.1.3): counted {count} times</source>
        <translation>samme ordre mislykkedes ved ordrekastet i de {count} træk før dette (1.1.3): tælles {count} gange</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="233"/>
        <source>a neighbour unit is named for this roll (3.1.6, 4.1.6)</source>
        <translation>en naboenhed er angivet for dette slag (3.1.6, 4.1.6)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="240"/>
        <source>the unit is in LD (5.2.0)</source>
        <translation>enheden er i LU (5.2.0)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="241"/>
        <source>the unit is in MD (5.3.0)</source>
        <translation>enheden er i U (5.3.0)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="242"/>
        <source>the unit is in FD (5.4.0)</source>
        <translation>enheden er i FU (5.4.0)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="244"/>
        <source>fired in bound {bound} (Table 8, 4.1.3)</source>
        <translation>enheden skød i træk {bound} (skema 8, 4.1.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="247"/>
        <source>charged in bound {bound} (2.3.3)</source>
        <translation>enheden stormede i træk {bound} (2.3.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="250"/>
        <source>attacked in bound {bound} (4.1.1)</source>
        <translation>enheden angreb i træk {bound} (4.1.1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="253"/>
        <source>defended in bound {bound} (4.1.1)</source>
        <translation>enheden forsvarede sig i træk {bound} (4.1.1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="257"/>
        <source>brought an opponent into FD in bound {bound} (4.1.1)</source>
        <translation>enheden bragte en modstander i FU i træk {bound} (4.1.1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="261"/>
        <source>split, assembled or changed formation in bound {bound} (2.1.0, 2.2.1)</source>
        <translation>enheden blev delt, samlet eller skiftede formation i træk {bound} (2.1.0, 2.2.1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="266"/>
        <source>the unit is in column of march (1.3.1)</source>
        <translation>enheden er i marchkolonne (1.3.1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/factors.py" line="269"/>
        <source>the unit is in skirmish line (1.3.2)</source>
        <translation>enheden er i kæde (1.3.2)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/effects.py" line="180"/>
        <source>result {index}: &apos;{key}&apos; was typed from the book; enter its effects (figures lost, disorder) by hand</source>
        <translation>resultat {index}: »{key}« er indtastet fra bogen; indtast selv dets virkninger (tabte figurer, uorden)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/effects.py" line="224"/>
        <source>{role}: give the side for its penalty</source>
        <translation>{role}: angiv den side, straffen gælder</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/effects.py" line="250"/>
        <source>result {index}: &apos;{key}&apos; has a {what} effect but no unit it falls on (give the fire&apos;s target; a melee tie has no loser)</source>
        <translation>resultat {index}: »{key}« har en virkning på {what}, men ingen enhed, den rammer (angiv skydningens mål; uafgjort nærkamp har ingen taber)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/effects.py" line="280"/>
        <source>{unit}: figures lost typed by the umpire replace the table&apos;s</source>
        <translation>{unit}: de tabte figurer, dommeren har indtastet, erstatter skemaets</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/effects.py" line="314"/>
        <source>{unit} is not among the units: valour not computed</source>
        <translation>{unit} er ikke blandt enhederne: valeur ikke beregnet</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/effects.py" line="381"/>
        <source>{unit} goes into FD: take the loss on entering FD from the book (5.4.1)</source>
        <translation>{unit} kommer i FU: aflæs tabet ved overgangen til FU i bogen (5.4.1)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/massed_column.py" line="40"/>
        <source>the commander with the column is gifted (VII, massed columns)</source>
        <translation>chefen ved kolonnen er begavet (VII, massed columns)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/general_de_brigade/ruleset.py" line="58"/>
        <source>&apos;{key}&apos; was typed from the book; enter its effects by hand</source>
        <translation>»{key}« er indtastet fra bogen; indtast selv dets virkninger</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/movement.py" line="20"/>
        <source>{unit} charged in bound {bound}: 4 bounds must pass before it charges again, so it cannot be ordered to charge now (2.3.3)</source>
        <translation>{unit} stormede i træk {bound}: der skal gå 4 træk, før den stormer igen, så den kan ikke beordres til storm nu (2.3.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/movement.py" line="25"/>
        <source>{unit} is in LD: a unit in LD cannot charge (2.3.3)</source>
        <translation>{unit} er i LU: en enhed i LU kan ikke storme (2.3.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/movement.py" line="30"/>
        <source>charged in bound {bound}: 4 bounds must pass before it charges again (2.3.3)</source>
        <translation>stormede i træk {bound}: der skal gå 4 træk, før den stormer igen (2.3.3)</translation>
    </message>
    <message>
        <location filename="../../ba_console/rules/belle_alliance/movement.py" line="33"/>
        <source>in LD it cannot charge (2.3.3)</source>
        <translation>i LU kan den ikke storme (2.3.3)</translation>
    </message>
</context>
<context>
    <name>store</name>
    <message>
        <location filename="../../ba_console/store/gamefile.py" line="45"/>
        <source>cannot write a copy to {path}: {error}</source>
        <translation>kan ikke skrive en kopi til {path}: {error}</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/gamefile.py" line="46"/>
        <source>{name} is no longer in {folder}: it was deleted, moved or replaced while open. Nothing was written to it.</source>
        <translation>{name} findes ikke længere i {folder}: den blev slettet, flyttet eller erstattet, mens den var åben. Intet blev skrevet i den.</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/roster.py" line="40"/>
        <source>Orderly {number} of {commander}</source>
        <translation>Ordonnans {number} for {commander}</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/gamefile.py" line="102"/>
        <source>{path} already exists: choose another name, or open it</source>
        <translation>{path} findes allerede: vælg et andet navn, eller åbn den</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/gamefile.py" line="169"/>
        <source>{path} is damaged or not a ba-console game ({error})</source>
        <translation>{path} er beskadiget eller ikke et ba-console-spil ({error})</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/gamefile.py" line="183"/>
        <source>{path} is an SQLite database but not a ba-console game</source>
        <translation>{path} er en SQLite-database, men ikke et ba-console-spil</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/gamefile.py" line="192"/>
        <source>{path} was written by an older ba-console and must be upgraded: open it once without read-only</source>
        <translation>{path} er skrevet af en ældre ba-console og skal opgraderes: åbn det én gang uden skrivebeskyttelse</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/gamefile.py" line="202"/>
        <source>{path} is damaged: it has no game record</source>
        <translation>{path} er beskadiget: den har ingen spilpost</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/gamefile.py" line="227"/>
        <source>{path} already exists: choose another name</source>
        <translation>{path} findes allerede: vælg et andet navn</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/gamefile.py" line="232"/>
        <source>cannot write a copy to {path}: there is no folder {folder}</source>
        <translation>kan ikke skrive en kopi til {path}: mappen {folder} findes ikke</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/gamefile.py" line="258"/>
        <source>{name} is closed</source>
        <translation>{name} er lukket</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/gamefile.py" line="262"/>
        <source>{name} is open read-only; nothing was changed</source>
        <translation>{name} er åbent skrivebeskyttet; intet blev ændret</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/game.py" line="225"/>
        <source>{name} holds no copy of pack {pack}</source>
        <translation>{name} har ingen kopi af regelpakke {pack}</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/dice.py" line="234"/>
        <source>{name}: a console draw cannot be read; the file was damaged or edited (run verify): {error}</source>
        <translation>{name}: et konsolslag kan ikke læses; filen er beskadiget eller redigeret (kontrollér kæden): {error}</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/log.py" line="399"/>
        <source>{name}: roll {sequence} cannot be read; the file was damaged or edited (run verify): {error}</source>
        <translation>{name}: kast {sequence} kan ikke læses; filen er beskadiget eller redigeret (kontrollér kæden): {error}</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/lock.py" line="21"/>
        <source>{name} is open in another ba-console (pid {pid}). Close it there, or open this game read-only to look at it.</source>
        <translation>{name} er åbent i en anden ba-console (pid {pid}). Luk det dér, eller åbn spillet skrivebeskyttet for at se det.</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/lock.py" line="26"/>
        <source>{name} is open in another ba-console (pid unknown). Close it there, or open this game read-only to look at it.</source>
        <translation>{name} er åbent i en anden ba-console (pid ukendt). Luk det dér, eller åbn spillet skrivebeskyttet for at se det.</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/lock.py" line="83"/>
        <source>{name}: cannot write the lock file next to it ({error}); open the game read-only, or copy it to a folder you can write to</source>
        <translation>{name}: låsefilen ved siden af kan ikke skrives ({error}); åbn spillet skrivebeskyttet, eller kopiér det til en mappe, du kan skrive i</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/lock.py" line="108"/>
        <source>{name}: could not take the lock, try again</source>
        <translation>{name}: låsen kunne ikke tages; prøv igen</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/schema.py" line="309"/>
        <source>{path}: no such game file</source>
        <translation>{path}: spilfilen findes ikke</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/schema.py" line="312"/>
        <source>{path} is a folder, not a game file</source>
        <translation>{path} er en mappe, ikke en spilfil</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/schema.py" line="320"/>
        <source>{path}: cannot read the file: {error}</source>
        <translation>{path}: filen kan ikke læses: {error}</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/schema.py" line="331"/>
        <source>{path} is empty: it is not a ba-console game</source>
        <translation>{path} er tom: den er ikke et ba-console-spil</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/schema.py" line="335"/>
        <source>{path} is not a ba-console game (it is not an SQLite database)</source>
        <translation>{path} er ikke et ba-console-spil (det er ikke en SQLite-database)</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/schema.py" line="343"/>
        <source>{path} is an SQLite database but not a ba-console game; it was left unchanged</source>
        <translation>{path} er en SQLite-database, men ikke et ba-console-spil; den er ikke ændret</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/schema.py" line="356"/>
        <source>{path} is damaged: the file is cut short ({size} of {expected} bytes). Restore it from a backup copy.</source>
        <translation>{path} er beskadiget: filen er afkortet ({size} af {expected} byte). Genskab den fra en sikkerhedskopi.</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/schema.py" line="370"/>
        <source>{path} was written by a newer ba-console (game schema {version}; this version reads up to {newest}). Update ba-console to open it.</source>
        <translation>{path} er skrevet af en nyere ba-console (spilskema {version}; denne version læser op til {newest}). Opdatér ba-console for at åbne det.</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/schema.py" line="406"/>
        <source>{path} was written by a newer ba-console (it has schema steps {steps}). Update ba-console to open it.</source>
        <translation>{path} er skrevet af en nyere ba-console (den har skemaændringerne {steps}). Opdatér ba-console for at åbne det.</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/errors.py" line="148"/>
        <source>… and {count} more problems</source>
        <translation>… og {count} problemer mere</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/errors.py" line="149"/>
        <source>Nothing was imported.</source>
        <translation>Intet blev importeret.</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/models.py" line="222"/>
        <source>{record}: {field}: {value} is not a usable key: 1-64 letters, digits, &apos;_&apos;, &apos;-&apos; or &apos;.&apos;, starting with a letter or digit, no spaces</source>
        <translation>{record}: {field}: {value} kan ikke bruges som nøgle: 1-64 bogstaver, cifre, &apos;_&apos;, &apos;-&apos; eller &apos;.&apos;, begyndende med et bogstav eller ciffer, uden mellemrum</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/models.py" line="227"/>
        <source>{record}: {field}: must be text, got {value}</source>
        <translation>{record}: {field}: skal være tekst, fik {value}</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/models.py" line="228"/>
        <source>{record}: {field}: must not be empty</source>
        <translation>{record}: {field}: må ikke være tom</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/models.py" line="229"/>
        <source>{record}: {field}: must not contain a line break or other control character</source>
        <translation>{record}: {field}: må ikke indeholde linjeskift eller andre kontroltegn</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/models.py" line="232"/>
        <source>{record}: {field}: must be a whole number, got {value}</source>
        <translation>{record}: {field}: skal være et helt tal, fik {value}</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/models.py" line="233"/>
        <source>{record}: {field}: {value} is below the lowest allowed value {low}</source>
        <translation>{record}: {field}: {value} er under den laveste tilladte værdi {low}</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/models.py" line="236"/>
        <source>{record}: {field}: {value} is above the highest allowed value {high}</source>
        <translation>{record}: {field}: {value} er over den højeste tilladte værdi {high}</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/models.py" line="239"/>
        <source>{record}: {field}: {value} is not one of {choices}</source>
        <translation>{record}: {field}: {value} er ikke en af {choices}</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/models.py" line="240"/>
        <source>{record}: {field}: {value} is not a type of {arm} ({choices})</source>
        <translation>{record}: {field}: {value} er ikke en type {arm} ({choices})</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/models.py" line="243"/>
        <source>{record}: {field}: must be true or false, got {value}</source>
        <translation>{record}: {field}: skal være sand eller falsk, fik {value}</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/models.py" line="244"/>
        <source>{record}: {field}: a commander cannot be his own superior</source>
        <translation>{record}: {field}: en chef kan ikke være sin egen overordnede</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/models.py" line="247"/>
        <source>{record}: {field}: {value} is more than the unit started with ({start_field} {start})</source>
        <translation>{record}: {field}: {value} er flere end enheden begyndte med ({start_field} {start})</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/models.py" line="251"/>
        <source>{record}: {field}: only artillery and supply waggons have gunners</source>
        <translation>{record}: {field}: kun artilleri og forsyningsvogne har artillerister</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/models.py" line="254"/>
        <source>{record}: {field}: must be plain data (text, numbers, lists): {error}</source>
        <translation>{record}: {field}: skal være enkle data (tekst, tal, lister): {error}</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/models.py" line="257"/>
        <source>{record}: {field}: each part must be a table of named values</source>
        <translation>{record}: {field}: hver del skal være en tabel af navngivne værdier</translation>
    </message>
</context>
<context>
    <name>verify</name>
    <message>
        <location filename="../../ba_console/store/draws.py" line="263"/>
        <source>it names console draw {draw} as the latest shown, but this game&apos;s draws start at {first}</source>
        <translation>det angiver konsolslag {draw} som det senest viste, men dette spils konsolslag begynder ved {first}</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/draws.py" line="272"/>
        <source>it names console draw {draw} as the latest shown, but an earlier row already named draw {sealed}</source>
        <translation>det angiver konsolslag {draw} som det senest viste, men en tidligere række angav allerede slag {sealed}</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/draws.py" line="286"/>
        <source>the console draw ledger is broken before it</source>
        <translation>konsolslagenes protokol er brudt før det</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/draws.py" line="290"/>
        <source>it names console draw {draw} as the latest shown, but the ledger ends at draw {last}: draws were removed</source>
        <translation>det angiver konsolslag {draw} som det senest viste, men protokollen slutter ved slag {last}: der er fjernet slag</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/draws.py" line="309"/>
        <source>its draw head does not match console draw {draw}&apos;s hash: the draw ledger was changed or replaced after this row was logged</source>
        <translation>dets protokolhoved passer ikke med hashen af konsolslag {draw}: konsolslagenes protokol blev ændret eller udskiftet, efter at denne række blev logført</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/draws.py" line="405"/>
        <source>its record bears another draw number</source>
        <translation>dets post bærer et andet slagnummer</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/draws.py" line="410"/>
        <source>its previous-hash does not match the seed commitment: the draws before it were changed, removed or replaced</source>
        <translation>dets forrige hash passer ikke med frøets forpligtelse: slagene før det blev ændret, fjernet eller udskiftet</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/draws.py" line="417"/>
        <source>its previous-hash does not match draw {previous}&apos;s hash: the draws before it were changed, removed or replaced</source>
        <translation>dets forrige hash passer ikke med hashen af slag {previous}: slagene før det blev ændret, fjernet eller udskiftet</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/draws.py" line="425"/>
        <source>its contents do not match its hash: the draw was changed after it was shown</source>
        <translation>dets indhold passer ikke med dets hash: slaget blev ændret, efter at det blev vist</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/draws.py" line="434"/>
        <source>the ledger starts at draw {draw}, but this game&apos;s draws start at {first} (after its last roll keyed by sequence number): those faces repeat old rolls</source>
        <translation>protokollen begynder ved slag {draw}, men dette spils konsolslag begynder ved {first} (efter dets sidste kast med løbenummeret som nøgle): de øjne gentager gamle kast</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/draws.py" line="447"/>
        <source>console draw {missing} is missing: the ledger starts at draw {found}</source>
        <translation>konsolslag {missing} mangler: protokollen begynder ved slag {found}</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/draws.py" line="452"/>
        <source>console draws {missing}-{last_missing} are missing: the ledger starts at draw {found}</source>
        <translation>konsolslag {missing}-{last_missing} mangler: protokollen begynder ved slag {found}</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/draws.py" line="458"/>
        <source>console draw {missing} is missing: draw {previous} is followed by draw {found}</source>
        <translation>konsolslag {missing} mangler: slag {previous} efterfølges af slag {found}</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/draws.py" line="464"/>
        <source>console draws {missing}-{last_missing} are missing: draw {previous} is followed by draw {found}</source>
        <translation>konsolslag {missing}-{last_missing} mangler: slag {previous} efterfølges af slag {found}</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/draws.py" line="477"/>
        <source>draw number {found} where {expected} belongs</source>
        <translation>slagnummer {found}, hvor {expected} hører til</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/draws.py" line="491"/>
        <source>it shows {shown} dice but records {count}</source>
        <translation>det viser {shown} terninger, men angiver {count}</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/draws.py" line="498"/>
        <source>its record cannot be read ({error})</source>
        <translation>dets post kan ikke læses ({error})</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/draws.py" line="503"/>
        <source>it shows {faces} for {drawn_for}, but the seed gives {expected}: these faces did not come from the committed seed</source>
        <translation>det viser {faces} for {drawn_for}, men frøet giver {expected}: disse øjne kom ikke fra det frø, konsollen forpligtede sig til</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/draws.py" line="563"/>
        <source>console draw {draw} cannot be read ({error})</source>
        <translation>konsolslag {draw} kan ikke læses ({error})</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/draws.py" line="581"/>
        <source>its side {side} names console draw {draw}, which was drawn for {drawn_for} with {die_sides}-sided dice</source>
        <translation>dets side {side} angiver konsolslag {draw}, som blev slået for {drawn_for} med {die_sides}-sidede terninger</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/draws.py" line="593"/>
        <source>console dice of {side} show {faces}, but console draw {draw} showed {shown}: these faces did not come from the committed seed</source>
        <translation>konsolterningerne for {side} viser {faces}, men konsolslag {draw} viste {shown}: disse øjne kom ikke fra det frø, konsollen forpligtede sig til</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/draws.py" line="619"/>
        <source>it uses console draw {draw}, which had not been shown when it was logged</source>
        <translation>det bruger konsolslag {draw}, som ikke var vist, da det blev logført</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/draws.py" line="627"/>
        <source>it uses console draw {draw}, which is not in the ledger</source>
        <translation>det bruger konsolslag {draw}, som ikke står i protokollen</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/draws.py" line="637"/>
        <source>it uses console draw {draw}, which roll {roll} already used</source>
        <translation>det bruger konsolslag {draw}, som kast {roll} allerede brugte</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/draws.py" line="653"/>
        <location filename="../../ba_console/store/verify.py" line="223"/>
        <source>a stored field has the wrong type ({error})</source>
        <translation>et gemt felt har forkert type ({error})</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/check.py" line="72"/>
        <source>the seed (given) does not match the commitment made when the game began ({fingerprint}…)</source>
        <translation>frøet (givet) passer ikke med forpligtelsen fra spillets begyndelse ({fingerprint}…)</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/check.py" line="78"/>
        <source>the seed (revealed in the log) does not match the commitment made when the game began ({fingerprint}…)</source>
        <translation>frøet (afsløret i loggen) passer ikke med forpligtelsen fra spillets begyndelse ({fingerprint}…)</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="198"/>
        <source>the row cannot be read ({error})</source>
        <translation>rækken kan ikke læses ({error})</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="212"/>
        <source>sequence number {found} where {expected} belongs</source>
        <translation>løbenummer {found}, hvor {expected} hører til</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="229"/>
        <source>its previous-hash does not match the seed commitment: the rows before it were changed, removed or replaced</source>
        <translation>dets forrige hash passer ikke med frøets forpligtelse: rækkerne før det blev ændret, fjernet eller udskiftet</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="235"/>
        <source>its previous-hash does not match roll {previous}&apos;s hash: the rows before it were changed, removed or replaced</source>
        <translation>dets forrige hash passer ikke med hashen af kast {previous}: rækkerne før det blev ændret, fjernet eller udskiftet</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="245"/>
        <source>its contents do not match its hash: the row was changed after logging</source>
        <translation>dets indhold passer ikke med dets hash: rækken blev ændret efter logføringen</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="255"/>
        <source>it names pack {pack}, which the game does not hold</source>
        <translation>det angiver pakke {pack}, som spillet ikke indeholder</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="286"/>
        <source>it does not name the latest console draw, though console dice were shown before it</source>
        <translation>det angiver ikke det seneste konsolslag, selvom der blev vist konsolterninger før det</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="329"/>
        <source>roll {missing} is missing: roll {previous} is followed by roll {found}</source>
        <translation>kast {missing} mangler: kast {previous} efterfølges af kast {found}</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="334"/>
        <source>rolls {missing}-{last_missing} are missing: roll {previous} is followed by roll {found}</source>
        <translation>kast {missing}-{last_missing} mangler: kast {previous} efterfølges af kast {found}</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="340"/>
        <source>roll {missing} is missing: the start is followed by roll {found}</source>
        <translation>kast {missing} mangler: loggen begynder med kast {found}</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="344"/>
        <source>rolls {missing}-{last_missing} are missing: the start is followed by roll {found}</source>
        <translation>kast {missing}-{last_missing} mangler: loggen begynder med kast {found}</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="366"/>
        <source>it points at roll {voided} as voided but is a {kind} roll, not a void</source>
        <translation>det udpeger kast {voided} som annulleret, men er et {kind}-kast, ikke en annullering</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="375"/>
        <source>it voids roll {voided}, which does not come before it</source>
        <translation>det annullerer kast {voided}, som ikke kommer før det</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="382"/>
        <source>it voids roll {voided}, which is itself a void</source>
        <translation>det annullerer kast {voided}, som selv er en annullering</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="387"/>
        <source>it voids roll {voided} a second time</source>
        <translation>det annullerer kast {voided} for anden gang</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="390"/>
        <source>it is a void without a reason</source>
        <translation>det er en annullering uden begrundelse</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="407"/>
        <source>its dice cannot be read ({error})</source>
        <translation>dets terninger kan ikke læses ({error})</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="413"/>
        <source>a console side is not written as the console writes it</source>
        <translation>en konsolside er ikke skrevet, som konsollen skriver den</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="422"/>
        <source>it uses a console draw, but no draw had been shown before it</source>
        <translation>det bruger et konsolslag, men der var ikke vist noget slag før det</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="429"/>
        <source>a console side names no console draw</source>
        <translation>en konsolside angiver intet konsolslag</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="443"/>
        <source>its typed side {side} names a console draw</source>
        <translation>dets indtastede side {side} angiver et konsolslag</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="452"/>
        <source>its console side {side} names no console draw</source>
        <translation>dets konsolside {side} angiver intet konsolslag</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="464"/>
        <source>console dice of {side} show {faces}, but the seed gives {expected}: these faces did not come from the committed seed</source>
        <translation>konsolterningerne for {side} viser {faces}, men frøet giver {expected}: disse øjne kom ikke fra det frø, konsollen forpligtede sig til</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="476"/>
        <source>it uses console draw {draw}, but no draw had been shown before it</source>
        <translation>det bruger konsolslag {draw}, men der var ikke vist noget slag før det</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="484"/>
        <source>its side {side} names console draw {draw}</source>
        <translation>dets side {side} angiver konsolslag {draw}</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="520"/>
        <source>it is a roster adjustment but carries dice</source>
        <translation>det er en rettelse af styrkelisten, men har terninger</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="523"/>
        <source>it is a roster adjustment that changes nothing</source>
        <translation>det er en rettelse af styrkelisten, der intet ændrer</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="526"/>
        <source>it is a roster adjustment without a reason</source>
        <translation>det er en rettelse af styrkelisten uden begrundelse</translation>
    </message>
    <message>
        <location filename="../../ba_console/store/verify.py" line="532"/>
        <source>a side with typed dice names a console draw</source>
        <translation>en side med indtastede terninger angiver et konsolslag</translation>
    </message>
</context>
</TS>
