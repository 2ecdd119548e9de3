#!/usr/bin/env bash
# The desktop a planner sees, in real QGIS under Xvfb: the plugin's menu and
# toolbar (also after an unload and reload in the plugin manager), the
# Processing Toolbox with our provider, the main job's dialog opened from the
# menu, runs whose loaded outputs land styled in one group per run, and the
# parcel sheet map tool (checkable entry, the canvas's tool, a click on a
# sample-city parcel), and the clerk's notice case file (stormwater:noticecasefile)
# opening in QGIS with its form ready (status drop-down, date pickers,
# read-only particulars, read from the form's widgets).
# desktop_screens.py drives QGIS and writes facts and screenshots; this
# script checks the facts from outside the pictures. The screenshots stay in
# the artifacts folder (printed at the end) for a person to look at.
# Arguments: the folder holding libstormwaterplugin.so, the sample GeoPackage,
# the artifacts folder.
set -euo pipefail
plugin_dir=$1
city=$2
shots=$3
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$here/desktop_session.sh"
rm -rf "$shots"
mkdir -p "$shots"

export SW_FACTS=$work/facts.txt SW_SHOTS=$shots SW_CITY=$city SW_WORK=$work
: > "$SW_FACTS"
run_qgis "$work" "$plugin_dir" "$here/desktop_screens.py"

facts=$SW_FACTS
fail() {
  echo "FAIL: $1"
  echo "--- facts"; cat "$facts"
  echo "--- qgis log (tail)"; tail -30 "$work/qgis.log"
  exit 1
}
value() { awk -F'\t' -v k="$1" '$1 == k { sub(/^[^\t]*\t/, ""); print; exit }' "$facts"; }
expect() { [ "$(value "$1")" = "$2" ] || fail "$1 is '$(value "$1")', expected '$2'"; }

grep -q '^done' "$facts" || fail "the QGIS session did not reach its end"
if grep -q '^error' "$facts"; then fail "a step raised: $(grep '^error' "$facts" | head -3)"; fi

entries='Screen Parcels…|Vacant Parcel Notices…|Notice Follow-up…|Parcel Sheet (click a parcel)…'
for state in start reloaded; do
  expect ${state}_menus 1
  expect ${state}_toolbars 1
  expect ${state}_provider yes
  expect ${state}_menu_actions "$entries"
  expect ${state}_menu_icons 'icon|icon|icon|icon'
  expect ${state}_toolbar_actions "$entries"
  expect ${state}_toolbar_ids 'stormwater:screenparcels|stormwater:vacantnotices|stormwater:noticefollowup|stormwater:parcelsheet'
done
expect manager_found yes
expect unloaded_menus 0
expect unloaded_toolbars 0
expect unloaded_provider no

expect toolbox_provider yes
[ -n "$(value registry_algorithms)" ] || fail "no stormwater algorithm in the registry"
expect toolbox_algorithms "$(value registry_algorithms)"

expect dialog_algorithm stormwater:screenparcels
expect notices_dialog_algorithm stormwater:vacantnotices
expect followup_dialog_algorithm stormwater:noticefollowup
# The notices run with the values their dialog sends, optional fields left empty.
expect notices_dialog_input_found yes
# The register and the same-name review are the city's own files: left empty, the dialog skips them (a temporary register would forget every notice).
case "$(value notices_dialog_optional)" in *"OWNER_REVIEW=None"*"REGISTER=None"*) ;; *) fail "the notices dialog sends an empty register or review as: $(value notices_dialog_optional)" ;; esac
case "$(value notices_dialog_run)" in ok\ [1-9]*) ;; *) fail "the notices run with the dialog's values: '$(value notices_dialog_run)' (its optional fields: $(value notices_dialog_optional))" ;; esac
expect followup_dialog_algorithm_labels 'Notice case file|Date of the follow-up (empty = today)|Days ahead to list deadlines and inspections (days)|Latest screening|Notice register (CSV), to check the case file against|Jurisdiction profile (city)|City'"'"'s own profile file (.json; replaces the city above)|Follow-up list|Reminder, violation and corrective-action letters (PDF)'

# One group per run, named after it, holding that run's styled layers; none
# left at the top of the layer tree.
if grep -q '^ungrouped_layer' "$facts"; then fail "a loaded output is outside its run's group"; fi
stamp='[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}'
parcels=$(ogrinfo -so "$city" parcels | sed -n 's/^Feature Count: //p')
[ "$(grep -c '^group' "$facts")" = 2 ] || fail "expected two groups (two runs)"
# The main job's parcels are rule-based (each flag draws its own symbol); the one-screen outputs are categorised.
grep -Eq "^group	Stormwater screening — City of Signal Hill — $stamp	(.*\|)?Screened parcels:RuleRenderer:$parcels(\|.*)?\$" "$facts" \
  || fail "the main job's group does not hold its styled layer of $parcels parcels"
grep -Eq "^group	ESA and SEA adjacency — City of Signal Hill — $stamp	[^:|]+:categorizedSymbol:$parcels\$" "$facts" \
  || fail "the ESA adjacency run's group does not hold its styled layer"
# Every loaded output keeps its style: none falls back to QGIS's single symbol.
if grep '^group' "$facts" | grep -q ':singleSymbol:'; then fail "a loaded output lost its style"; fi
expect reopened_renderer RuleRenderer

# The parcel sheet tool: checkable, the canvas's tool when checked, unchecked
# when another tool takes over. A click on the 1.2-acre vacant lot opens the
# sheet's dialog with the clicked layer and the APN filled in, the parcel
# highlighted while it is open; a build without the algorithm says so instead.
sheet_apn=7002-001-001
expect sheet_checkable yes
expect sheet_tool mStormwaterParcelSheetTool
expect sheet_checked yes
expect sheet_checked_after_pan no
expect sheet_tool_again mStormwaterParcelSheetTool
if [ "$(value sheet_registered)" = yes ]; then
  expect sheet_dialog_algorithm stormwater:parcelsheet
  expect sheet_dialog_apn "$sheet_apn"
  expect sheet_dialog_input 'clicked layer'
  expect sheet_dialog_highlights 1
  expect sheet_highlights_after 0
  sheet_result="a click on parcel $sheet_apn opens stormwater:parcelsheet's dialog with the layer and APN filled in"
else
  expect sheet_message "Parcel $sheet_apn on layer Screened parcels: the algorithm stormwater:parcelsheet is not in the Processing registry (not in this build of the stormwater provider), so no sheet can be made"
  expect sheet_highlights_after 1
  sheet_result="stormwater:parcelsheet is not in this build: a click on parcel $sheet_apn says so"
fi
expect sheet_miss_message 'No parcel with an APN here: layers searched: Screened parcels'
expect sheet_highlights_after_miss 0

# The clerk's case file (stormwater:noticecasefile from a register of three
# rows, two notices) opened in QGIS: the feature form of the first notice,
# in edit mode, read from its widgets. The status a drop-down of the ten
# statuses in words, on "noticed"; the extension date a date picker with its
# calendar; the dates shown in words; the notice number read-only.
case_notice=VP-20270104-0001
expect case_layer valid
expect case_count 2
expect case_found 1
[ "$(value case_status_is_combo)" = yes ] || fail "the case form's status editor is '$(value case_status_widget)', not a drop-down (QComboBox)"
[ "$(value case_status_items)" = 10 ] || fail "the case form's status drop-down has '$(value case_status_items)' items, expected 10: $(value case_status_texts)"
case "|$(value case_status_texts)|" in
  *"|extension granted|"*) ;;
  *) fail "the case form's status drop-down does not offer 'extension granted': $(value case_status_texts)" ;;
esac
expect case_status_texts 'noticed|plan submitted|plan approved|extension granted|measures installed|inspected|corrective notice sent|referred for enforcement|closed|withdrawn'
[ "$(value case_status_current)" = noticed ] || fail "the case form shows notice $case_notice's status as '$(value case_status_current)', expected 'noticed'"
expect case_status_editable yes
[ "$(value case_extended_is_date_edit)" = yes ] || fail "the case form's extended_to editor is '$(value case_extended_widget)', not a date picker (QDateTimeEdit)"
[ "$(value case_extended_calendar)" = yes ] || fail "the case form's extended_to date picker has no calendar popup"
expect case_extended_editable yes
expect case_notice_date_text 'January 4, 2027'
[ "$(value case_notice_id_widget)" != none ] || fail "the case form has no notice_id editor"
[ "$(value case_notice_id_read_only)" = yes ] || fail "the case form's notice_id editor ($(value case_notice_id_widget)) can be edited"
expect case_notice_id_text "$case_notice"
expect case_form_closed yes

for name in menu toolbox dialog-top dialog-scrolled followup-dialog layers-group notice-case-form; do
  [ -s "$shots/$name.png" ] || fail "no screenshot $name.png"
done

# For the record (the dialog's parameters are another change's to settle).
echo "INFO: PROFILE parameter type: $(value profile_type); REPORT created by default: $(value report_create_by_default)"
echo "INFO: dialog title: $(value dialog_title)"
echo "INFO: screenshots in $shots:"
ls -1 "$shots"
echo "PASS: menu and toolbar (one each, also after unload and reload), toolbox lists $(value registry_algorithms | tr '|' ' '), the main job's dialog opens from the menu and the notices' and the follow-up's from the toolbar, each run's outputs load styled in a group named after it, the parcel sheet tool becomes the canvas's tool and $sheet_result, and the notice case file opens with its form ready (status drop-down of 10 on noticed, extended_to a calendar date picker, notice_id read-only)"
