# Test steps run inside real QGIS (qgis --code) by test_desktop_screens.sh.
# Not product code: it drives the window the way a planner would (plugin
# manager, menu, toolbox, dialog), takes screenshots and writes what it found
# as "key<TAB>value" lines for the shell script to check from outside the
# picture. Settings come from the environment: SW_FACTS (the facts file),
# SW_SHOTS (the screenshots folder), SW_CITY (the sample GeoPackage),
# SW_WORK (a scratch folder).
import os
import re
import traceback

from qgis.core import QgsApplication, QgsFeatureRequest, QgsProject, QgsLayerTreeGroup, QgsLayerTreeLayer
from qgis.gui import QgsHighlight
from qgis.PyQt.QtCore import QPoint, QTimer, QSortFilterProxyModel, Qt
from qgis.PyQt.QtTest import QTest
from qgis.PyQt.QtWidgets import QApplication, QDialog, QDockWidget, QScrollArea, QToolBar
from qgis.utils import iface, plugins

FACTS = os.environ["SW_FACTS"]
SHOTS = os.environ["SW_SHOTS"]
CITY = os.environ["SW_CITY"]
WORK = os.environ["SW_WORK"]
MENU = "Stormwater screening"
PLUGIN_NAME = "Stormwater Parcel Screening"


def fact(key, value):
    with open(FACTS, "a") as out:
        out.write("%s\t%s\n" % (key, value))


def shot(name):
    QApplication.processEvents()
    path = os.path.join(SHOTS, name + ".png")
    QApplication.primaryScreen().grabWindow(0).save(path)
    fact("screenshot", path)


def step(function, delay, then=None):
    """Runs function after delay ms (the window needs its events), records
    an exception as a fact instead of stopping the chain, then goes on."""

    def run():
        try:
            function()
        except Exception:
            fact("error", function.__name__ + ": " + traceback.format_exc().replace("\n", " | "))
        if then:
            then()

    QTimer.singleShot(delay, run)


def stormwater_menus():
    return [a.menu() for a in iface.vectorMenu().actions() if a.menu() and a.menu().title() == MENU]


def stormwater_toolbars():
    return [t for t in iface.mainWindow().findChildren(QToolBar) if t.windowTitle() == MENU]


def record_window(prefix):
    """The menu and toolbar as they stand: how many, which entries."""
    menus = stormwater_menus()
    toolbars = stormwater_toolbars()
    fact(prefix + "_menus", len(menus))
    fact(prefix + "_toolbars", len(toolbars))
    provider = QgsApplication.processingRegistry().providerById("stormwater")
    fact(prefix + "_provider", "yes" if provider else "no")
    if menus:
        fact(prefix + "_menu_actions", "|".join(a.text() for a in menus[0].actions()))
        fact(prefix + "_menu_icons", "|".join("icon" if not a.icon().isNull() else "none" for a in menus[0].actions()))
    if toolbars:
        fact(prefix + "_toolbar_actions", "|".join(a.text() for a in toolbars[0].actions()))
        fact(prefix + "_toolbar_ids", "|".join(a.objectName() for a in toolbars[0].actions()))


# 1. The window as QGIS starts it with the plugin enabled.
def at_start():
    record_window("start")


# 2. Unload and reload through the plugin manager, as a user unticks and
#    ticks the plugin: one menu and one toolbar afterwards, never two.
def plugin_manager_item():
    for widget in QApplication.topLevelWidgets():
        if widget.metaObject().className() == "QgsPluginManager" and widget.isVisible():
            for proxy in widget.findChildren(QSortFilterProxyModel):
                model = proxy.sourceModel()
                if model is None or not hasattr(model, "item"):
                    continue
                for row in range(model.rowCount()):
                    item = model.item(row)
                    if item is not None and item.text() == PLUGIN_NAME:
                        return widget, item
    return None, None


def untick_and_tick():
    dialog, item = plugin_manager_item()
    fact("manager_found", "yes" if item else "no")
    if not item:
        return
    item.setCheckState(Qt.Unchecked)
    QApplication.processEvents()
    record_window("unloaded")
    item.setCheckState(Qt.Checked)
    QApplication.processEvents()
    record_window("reloaded")
    dialog.reject()


def reload_plugin():
    # The manager may open modally: what it is to do is scheduled first.
    step(untick_and_tick, 1500)
    iface.pluginManagerInterface().showPluginManager(0)


# 3. The menu open on our entries.
def open_menu():
    menu_bar = iface.mainWindow().menuBar()
    vector = iface.vectorMenu()
    menu_bar.setActiveAction(vector.menuAction())
    QApplication.processEvents()
    sub = stormwater_menus()[0]
    vector.setActiveAction(sub.menuAction())
    QApplication.processEvents()
    geometry = vector.actionGeometry(sub.menuAction())
    sub.popup(vector.mapToGlobal(geometry.topRight()))
    sub.setActiveAction(sub.actions()[0])


def menu_shot():
    shot("menu")
    for menu in stormwater_menus():
        menu.hide()
    iface.vectorMenu().hide()


# 4. The Processing Toolbox with our provider expanded.
def toolbox():
    box = plugins["processing"].toolbox
    box.show()
    box.raise_()
    tree = box.algorithmTree
    model = tree.model()
    provider = QgsApplication.processingRegistry().providerById("stormwater")
    found = None
    for row in range(model.rowCount()):
        index = model.index(row, 0)
        if model.data(index, Qt.DisplayRole) == provider.name():
            found = index
        else:
            tree.collapse(index)
    fact("toolbox_provider", "yes" if found is not None else "no")
    if found is None:
        return
    tree.expand(found)
    listed = []

    def walk(parent):
        for row in range(model.rowCount(parent)):
            index = model.index(row, 0, parent)
            if model.rowCount(index):
                tree.expand(index)
                walk(index)
            else:
                algorithm = tree.algorithmForIndex(index)
                if algorithm:
                    listed.append(algorithm.id())

    walk(found)
    tree.scrollTo(found, tree.PositionAtTop)
    fact("toolbox_algorithms", "|".join(sorted(listed)))
    fact("registry_algorithms", "|".join(sorted(a.id() for a in provider.algorithms())))


def toolbox_shot():
    shot("toolbox")


# 5. The main job's dialog, opened from our menu entry (which asks Python's
#    Processing to open it, modally: the pictures are scheduled first).
def parameter_facts():
    # Part of the dialog's contract, printed for the record, not checked here.
    algorithm = QgsApplication.processingRegistry().algorithmById("stormwater:screenparcels")
    profile = algorithm.parameterDefinition("PROFILE")
    report = algorithm.parameterDefinition("REPORT")
    fact("profile_type", profile.type() if profile else "missing")
    fact("report_create_by_default", report.createByDefault() if report else "missing")


def algorithm_dialog():
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QDialog) and widget.isVisible() and hasattr(widget, "algorithm") and widget.algorithm():
            return widget
    return None


def dialog_top():
    dialog = algorithm_dialog()
    fact("dialog_algorithm", dialog.algorithm().id() if dialog else "none")
    if dialog:
        dialog.resize(1000, 760)
        dialog.move(140, 20)
        fact("dialog_title", dialog.windowTitle())
        shot("dialog-top")


def dialog_scrolled():
    dialog = algorithm_dialog()
    if not dialog:
        return
    areas = [a for a in dialog.findChildren(QScrollArea) if a.isVisible() and a.verticalScrollBar().maximum() > 0]
    if areas:
        bar = areas[0].verticalScrollBar()
        bar.setValue(int(bar.maximum() * 0.55))
    shot("dialog-scrolled")
    dialog.reject()


def open_dialog():
    step(dialog_top, 2500, lambda: step(dialog_scrolled, 800))
    action = [a for a in stormwater_menus()[0].actions() if a.objectName() == "stormwater:screenparcels"][0]
    action.trigger()


def toolbar_dialog(algorithm_id, key, shot_name=None):
    """Triggers the toolbar entry of algorithm_id, records which algorithm's
    dialog opened (fact key, and its parameters' labels as key_labels),
    takes shot_name of it when given and closes it. The dialog is modal:
    trigger() returns once seen() has closed it."""
    def seen():
        dialog = algorithm_dialog()
        fact(key, dialog.algorithm().id() if dialog else "none")
        if not dialog:
            return
        labels = [p.description() for p in dialog.algorithm().parameterDefinitions()]
        fact(key + "_labels", "|".join(labels))
        if shot_name:
            dialog.resize(1000, 760)
            dialog.move(140, 20)
            shot(shot_name)
        dialog.reject()
    step(seen, 2000)
    action = [a for a in stormwater_toolbars()[0].actions() if a.objectName() == algorithm_id][0]
    action.trigger()


def open_toolbar_dialogs():
    toolbar_dialog("stormwater:vacantnotices", "notices_dialog_algorithm")
    toolbar_dialog("stormwater:noticefollowup", "followup_dialog_algorithm", "followup-dialog")


# 6. Runs as the dialog runs them (handleAlgorithmResults loads the
#    outputs): each run's layers in one group named after the run.
def run_and_load():
    import processing
    os.makedirs(os.path.join(WORK, "out"), exist_ok=True)
    processing.runAndLoadResults("stormwater:screenparcels", {
        "PARCELS": CITY + "|layername=parcels",
        "PROFILE": "signal-hill",
        "STRUCTURES": CITY + "|layername=structures",
        "STRUCTURE_PERMITTED_FIELD": "permitted",
        "IMPROVEMENTS": CITY + "|layername=improvements",
        "IMPROVEMENT_APPROVED_FIELD": "approved",
        "RIGHT_OF_WAY": CITY + "|layername=right_of_way",
        "SENSITIVE_AREAS": [CITY + "|layername=esa"],
        "WELLS": CITY + "|layername=wells",
        "GROUNDWATER": CITY + "|layername=groundwater",
        "GROUNDWATER_OUTSIDE": "not_present",
        "OUTPUT": os.path.join(WORK, "out", "screened-parcels.gpkg"),
        "REPORT": os.path.join(WORK, "out", "report.html")})
    processing.runAndLoadResults("stormwater:esaadjacency", {
        "PARCELS": CITY + "|layername=parcels",
        "SENSITIVE_AREAS": [CITY + "|layername=esa"],
        "OUTPUT": "TEMPORARY_OUTPUT"})
    root = QgsProject.instance().layerTreeRoot()
    for node in root.children():
        if isinstance(node, QgsLayerTreeGroup):
            layers = []
            for child in node.children():
                if isinstance(child, QgsLayerTreeLayer) and child.layer():
                    layer = child.layer()
                    layers.append("%s:%s:%d" % (layer.name(), layer.renderer().type(), layer.featureCount()))
            fact("group", node.name() + "\t" + "|".join(layers))
        elif isinstance(node, QgsLayerTreeLayer):
            fact("ungrouped_layer", node.name())
    # The file output's own default style (stored in the GeoPackage) opens
    # with the layer, whatever tool wrote it.
    from qgis.core import QgsVectorLayer
    reopened = QgsVectorLayer(os.path.join(WORK, "out", "screened-parcels.gpkg"), "reopened", "ogr")
    fact("reopened_renderer", reopened.renderer().type() if reopened.isValid() else "invalid")


# 6b. The notices as their dialog sends them: opened from the toolbar after
#    the main job's layer is in the project, INPUT set to it as a planner
#    picks it, every optional field left as the dialog leaves it (owner id
#    field, same-name review, earlier screening, register, labels), the
#    outputs given as files; the values the dialog makes are recorded and
#    run as they are.
def notices_from_dialog():
    import processing
    from qgis.core import QgsProcessingContext, QgsProcessingFeedback
    # The main job's layer (the one-screen run's is also named "Screened parcels").
    layers = [l for l in QgsProject.instance().mapLayers().values() if l.name() == "Screened parcels" and l.fields().lookupField("qualifies") >= 0]
    fact("notices_dialog_input_found", "yes" if layers else "no")

    def seen():
        dialog = algorithm_dialog()
        if not dialog or not layers:
            return
        try:
            panel = dialog.mainWidget()
            context = QgsProcessingContext()
            context.setProject(QgsProject.instance())
            panel.wrappers["INPUT"].setParameterValue(layers[0], context)
            values = dialog.createProcessingParameters()
        except Exception as error:  # the dialog refusing its own values is the finding
            fact("notices_dialog_values", "error: %s" % error)
            dialog.reject()
            return
        dialog.reject()
        sent = {k: values.get(k) for k in ("OWNER_ID_FIELD", "OWNER_REVIEW", "PREVIOUS", "REGISTER", "LABELS_PDF")}
        fact("notices_dialog_optional", "|".join("%s=%r" % (k, sent[k]) for k in sorted(sent)))
        folder = os.path.join(WORK, "dialog-notices")
        os.makedirs(folder, exist_ok=True)
        values["OUTPUT_CSV"] = os.path.join(folder, "mailing.csv")
        values["POSTING_CSV"] = os.path.join(folder, "posting.csv")
        values["OUTPUT_PDF"] = os.path.join(folder, "letters.pdf")
        class Said(QgsProcessingFeedback):
            errors = []

            def reportError(self, error, fatal=False):
                Said.errors.append(error)

        try:
            results = processing.run("stormwater:vacantnotices", values, feedback=Said())
            fact("notices_dialog_run", "ok %d" % results.get("NOTICE_COUNT", -1))
        except Exception as error:
            fact("notices_dialog_run", "error: %s %s" % (error, " ".join(Said.errors)))

    step(seen, 2000)
    action = [a for a in stormwater_toolbars()[0].actions() if a.objectName() == "stormwater:vacantnotices"][0]
    action.trigger()


def project_shot():
    # Room for the groups' full names: the layer panel wide, the browser away,
    # and QGIS's own transform notice (the empty project's CRS) dismissed.
    window = iface.mainWindow()
    plugins["processing"].toolbox.hide()
    browser = window.findChild(QDockWidget, "Browser")
    if browser:
        browser.hide()
    layers = window.findChild(QDockWidget, "Layers")
    if layers:
        window.resizeDocks([layers], [540], Qt.Horizontal)
    iface.messageBar().clearWidgets()
    iface.layerTreeView().expandAll()
    iface.mapCanvas().zoomToFullExtent()


def project_shot_take():
    shot("layers-group")


# 7. The parcel sheet map tool: the checkable entry makes our tool the
#    canvas's tool, another tool unchecks it; a click on the sample city's
#    1.2-acre vacant lot (APN 7002-001-001) opens stormwater:parcelsheet's
#    dialog with the layer and APN filled in when the build has that
#    algorithm, and otherwise says in the message bar that it is missing; a
#    click outside every parcel says what was searched.
SHEET_APN = "7002-001-001"
sheet_layer = []


def sheet_action():
    return [a for a in stormwater_toolbars()[0].actions() if a.objectName() == "stormwater:parcelsheet"][0]


def message_texts():
    return " || ".join(item.text() for item in iface.messageBar().items())


def highlights():
    return len([item for item in iface.mapCanvas().scene().items() if isinstance(item, QgsHighlight)])


def click_canvas(map_point):
    canvas = iface.mapCanvas()
    pixel = canvas.mapSettings().mapToPixel().transform(map_point)
    QTest.mouseClick(canvas.viewport(), Qt.LeftButton, Qt.NoModifier, QPoint(int(round(pixel.x())), int(round(pixel.y()))))


def sheet_tool():
    # The tool opens the dialog modally once the click is handled: what is to
    # happen while it is open is scheduled first (and the session ends even
    # if a step below raises).
    registered = QgsApplication.processingRegistry().algorithmById("stormwater:parcelsheet") is not None
    fact("sheet_registered", "yes" if registered else "no")
    if registered:
        step(sheet_dialog_seen, 3000, lambda: step(sheet_after_click, 800, case_form_then_finish))
    else:
        step(sheet_after_click, 2000, case_form_then_finish)
    action = sheet_action()
    canvas = iface.mapCanvas()
    fact("sheet_checkable", "yes" if action.isCheckable() else "no")
    action.trigger()
    fact("sheet_tool", canvas.mapTool().objectName() if canvas.mapTool() else "none")
    fact("sheet_checked", "yes" if action.isChecked() else "no")
    iface.actionPan().trigger()
    fact("sheet_checked_after_pan", "yes" if action.isChecked() else "no")
    action.trigger()
    fact("sheet_tool_again", canvas.mapTool().objectName() if canvas.mapTool() else "none")

    # The screened parcels (a layer with an apn field) active, zoomed to the lot.
    layer = [l for l in QgsProject.instance().mapLayers().values() if l.name() == "Screened parcels"][0]
    sheet_layer.append(layer)
    iface.setActiveLayer(layer)
    parcel = next(layer.getFeatures(QgsFeatureRequest().setFilterExpression("apn = '%s'" % SHEET_APN)))
    inside = canvas.mapSettings().layerToMapCoordinates(layer, parcel.geometry().pointOnSurface().asPoint())
    box = canvas.mapSettings().layerToMapCoordinates(layer, parcel.geometry().boundingBox())
    box.scale(4)
    canvas.setExtent(box)
    canvas.refresh()
    QApplication.processEvents()
    iface.messageBar().clearWidgets()
    click_canvas(inside)


def sheet_dialog_seen():
    dialog = algorithm_dialog()
    fact("sheet_dialog_algorithm", dialog.algorithm().id() if dialog else "none")
    if not dialog:
        return
    fact("sheet_dialog_highlights", highlights())
    values = {}
    for name in ("INPUT", "APN"):
        wrapper = dialog.mainWidget().wrappers[name]
        value = wrapper.parameterValue() if hasattr(wrapper, "parameterValue") else wrapper.value()
        values[name] = value.source.staticValue() if hasattr(value, "source") else value
    layer = sheet_layer[0]
    fact("sheet_dialog_apn", values["APN"])
    fact("sheet_dialog_input", "clicked layer" if values["INPUT"] in (layer.id(), layer.source()) else values["INPUT"])
    shot("parcel-sheet-dialog")
    dialog.reject()


def sheet_after_click():
    fact("sheet_message", message_texts())
    fact("sheet_highlights_after", highlights())
    iface.messageBar().clearWidgets()
    # West of the parcels' extent: no parcel there.
    canvas = iface.mapCanvas()
    extent = canvas.mapSettings().layerToMapCoordinates(sheet_layer[0], sheet_layer[0].extent())
    canvas.setExtent(extent.buffered(extent.width() * 0.3))
    canvas.refresh()
    QApplication.processEvents()
    outside = extent.center()
    outside.setX(extent.xMinimum() - extent.width() * 0.15)
    click_canvas(outside)
    QApplication.processEvents()
    fact("sheet_miss_message", message_texts())
    fact("sheet_highlights_after_miss", highlights())
    iface.messageBar().clearWidgets()
    iface.actionPan().trigger()


# 8. The clerk's case file: stormwater:noticecasefile makes a notice
#    register into a GeoPackage table whose default style carries the form.
#    Opened in QGIS (edit mode on, as the clerk sets a status), the feature
#    form of notice VP-20270104-0001 shows the status as a drop-down of the
#    ten statuses in words, the dates as calendar date pickers in words
#    (January 4, 2027) and the notice's own particulars read-only: checked on
#    the form's widgets themselves, not only the layer's configuration.
CASE_NOTICE = "VP-20270104-0001"
CASE_REGISTER = """run,notice_id,owner_key,owner,apns,notice_date,compliance_deadline,delivery,status,earlier_notice
1,VP-20270104-0001,KESTREL RIDGE PARTNERS LLC,KESTREL RIDGE PARTNERS LLC,7002-001-001,2027-01-04,2027-07-06,mail,new,
1,VP-20270104-0002,DUARTE ROSALIND M,"DUARTE,ROSALIND M",7003-001-002; 7003-001-003,2027-01-04,2027-07-06,posting,new,
2,VP-20270104-0001,KESTREL RIDGE PARTNERS LLC,KESTREL RIDGE PARTNERS LLC,7002-001-001,2027-01-04,2027-07-06,mail,already noticed,
"""
case_form = []


def form_editor(dialog, field):
    """The editor widget QGIS's form made for field: named after it, inside
    the form's frame around it (a QgsAttributeFormEditorWidget of the same
    name)."""
    from qgis.PyQt.QtWidgets import QWidget
    found = [w for w in dialog.findChildren(QWidget, field)
             if w.isVisible() and w.metaObject().className() != "QgsAttributeFormEditorWidget"]
    return found[0] if found else None


def editor_read_only(widget):
    # A disabled widget, or (QGIS keeps read-only text selectable) a
    # read-only line edit inside it.
    from qgis.PyQt.QtWidgets import QLineEdit
    if not widget.isEnabled():
        return True
    edits = [widget] if isinstance(widget, QLineEdit) else widget.findChildren(QLineEdit)
    return bool(edits) and all(e.isReadOnly() for e in edits)


def notice_case_form():
    import processing
    from qgis.core import QgsVectorLayer
    from qgis.PyQt.QtWidgets import QComboBox, QDateTimeEdit
    folder = os.path.join(WORK, "cases")
    os.makedirs(folder, exist_ok=True)
    register = os.path.join(folder, "notice-register.csv")
    with open(register, "w", newline="") as out:
        out.write(CASE_REGISTER)
    gpkg = os.path.join(folder, "cases.gpkg")
    processing.run("stormwater:noticecasefile", {"REGISTER": register, "OUTPUT": gpkg + "|layername=notice_cases"})
    layer = QgsVectorLayer(gpkg + "|layername=notice_cases", "Notice cases", "ogr")
    fact("case_layer", "valid" if layer.isValid() else "invalid")
    if not layer.isValid():
        return
    QgsProject.instance().addMapLayer(layer)
    fact("case_count", layer.featureCount())
    features = list(layer.getFeatures(QgsFeatureRequest().setFilterExpression("notice_id = '%s'" % CASE_NOTICE)))
    fact("case_found", len(features))
    if not features:
        return
    layer.startEditing()
    dialog = iface.getFeatureForm(layer, features[0])
    case_form.append((layer, dialog))
    dialog.show()
    dialog.resize(680, 780)
    dialog.move(300, 10)
    dialog.raise_()
    dialog.activateWindow()
    QApplication.processEvents()

    status = form_editor(dialog, "status")
    fact("case_status_is_combo", "yes" if isinstance(status, QComboBox) else "no")
    fact("case_status_widget", status.metaObject().className() if status else "none")
    if isinstance(status, QComboBox):
        fact("case_status_items", status.count())
        fact("case_status_texts", "|".join(status.itemText(i) for i in range(status.count())))
        fact("case_status_current", status.currentText())
        fact("case_status_editable", "yes" if status.isEnabled() else "no")
    extended = form_editor(dialog, "extended_to")
    fact("case_extended_widget", extended.metaObject().className() if extended else "none")
    fact("case_extended_is_date_edit", "yes" if isinstance(extended, QDateTimeEdit) else "no")
    if isinstance(extended, QDateTimeEdit):
        fact("case_extended_calendar", "yes" if extended.calendarPopup() else "no")
        fact("case_extended_editable", "yes" if extended.isEnabled() and not extended.isReadOnly() else "no")
    noticed = form_editor(dialog, "notice_date")
    if isinstance(noticed, QDateTimeEdit):
        fact("case_notice_date_text", noticed.text())
    notice_id = form_editor(dialog, "notice_id")
    fact("case_notice_id_widget", notice_id.metaObject().className() if notice_id else "none")
    if notice_id:
        fact("case_notice_id_read_only", "yes" if editor_read_only(notice_id) else "no")
        fact("case_notice_id_text", notice_id.text() if hasattr(notice_id, "text") else "")


def notice_case_form_shot():
    if not case_form:
        return
    layer, dialog = case_form[0]
    QApplication.processEvents()
    # The dialog alone (no window manager under Xvfb: no frame to include).
    frame = dialog.frameGeometry()
    path = os.path.join(SHOTS, "notice-case-form.png")
    QApplication.primaryScreen().grabWindow(0, frame.x(), frame.y(), frame.width(), frame.height()).save(path)
    fact("screenshot", path)
    # The status drop-down open on its ten statuses (the whole screen: the
    # list may reach past the dialog).
    from qgis.PyQt.QtWidgets import QComboBox
    status = form_editor(dialog, "status")
    if isinstance(status, QComboBox):
        status.showPopup()
        QApplication.processEvents()
        shot("notice-case-status")
        status.hidePopup()
    dialog.close()
    QApplication.processEvents()
    fact("case_form_closed", "yes" if not dialog.isVisible() else "no")
    layer.rollBack()
    QgsProject.instance().removeMapLayer(layer.id())


def case_form_then_finish():
    step(notice_case_form, 200, lambda: step(notice_case_form_shot, 1000, lambda: step(finish, 200)))


def finish():
    fact("done", "yes")
    QgsApplication.exit(0)


iface.mainWindow().resize(1280, 800)
iface.mainWindow().move(0, 0)
step(at_start, 2500,
     lambda: step(reload_plugin, 300,
     lambda: step(open_menu, 800,
     lambda: step(menu_shot, 800,
     lambda: step(toolbox, 300,
     lambda: step(toolbox_shot, 1200,
     lambda: step(parameter_facts, 100,
     lambda: step(open_dialog, 300,
     lambda: step(open_toolbar_dialogs, 300,
     lambda: step(run_and_load, 500,
     lambda: step(notices_from_dialog, 300,
     lambda: step(project_shot, 300,
     lambda: step(project_shot_take, 2500,
     lambda: step(sheet_tool, 200))))))))))))))
