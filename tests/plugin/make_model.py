"""Writes the two-step model the model test runs: stormwater:screenparcels,
then stormwater:vacantnotices on its OUTPUT, with the screened layer and the
two notice lists as model outputs and the profile as a model parameter (so a
batch can run it per city). Usage: /usr/bin/python3 make_model.py OUT.model3"""
import sys

from qgis.core import (QgsApplication, QgsProcessing, QgsProcessingModelAlgorithm,
                       QgsProcessingModelChildAlgorithm, QgsProcessingModelChildParameterSource as Source,
                       QgsProcessingModelOutput, QgsProcessingModelParameter,
                       QgsProcessingParameterRasterLayer, QgsProcessingParameterString,
                       QgsProcessingParameterVectorLayer)

app = QgsApplication([], False)
app.initQgis()

model = QgsProcessingModelAlgorithm('screen_and_notice', 'Stormwater tests')
for name, parameter in (
        ('parcels', QgsProcessingParameterVectorLayer('parcels', 'Parcels', [QgsProcessing.TypeVectorPolygon])),
        ('structures', QgsProcessingParameterVectorLayer('structures', 'Structures', [QgsProcessing.TypeVectorPolygon])),
        # Vacancy is decided only with the improvements as well as the structures.
        ('improvements', QgsProcessingParameterVectorLayer('improvements', 'Improvements', [QgsProcessing.TypeVectorPolygon])),
        ('dem', QgsProcessingParameterRasterLayer('dem', 'DEM')),
        ('soils', QgsProcessingParameterVectorLayer('soils', 'Soils', [QgsProcessing.TypeVectorPolygon])),
        ('profile', QgsProcessingParameterString('profile', 'Profile', 'signal-hill'))):
    model.addModelParameter(parameter, QgsProcessingModelParameter(name))


def output(child, name, child_output):
    result = QgsProcessingModelOutput(name, name)
    result.setChildId(child)
    result.setChildOutputName(child_output)
    return result


screen = QgsProcessingModelChildAlgorithm('stormwater:screenparcels')
screen.setChildId('screen')
screen.setDescription('Screen all parcels')
screen.addParameterSources('PARCELS', [Source.fromModelParameter('parcels')])
screen.addParameterSources('STRUCTURES', [Source.fromModelParameter('structures')])
screen.addParameterSources('IMPROVEMENTS', [Source.fromModelParameter('improvements')])
screen.addParameterSources('DEM', [Source.fromModelParameter('dem')])
screen.addParameterSources('SOILS', [Source.fromModelParameter('soils')])
screen.addParameterSources('PROFILE', [Source.fromModelParameter('profile')])
screen.setModelOutputs({'screened': output('screen', 'screened', 'OUTPUT')})
model.addChildAlgorithm(screen)

notices = QgsProcessingModelChildAlgorithm('stormwater:vacantnotices')
notices.setChildId('notices')
notices.setDescription('Vacant parcel notices')
notices.addParameterSources('INPUT', [Source.fromChildOutput('screen', 'OUTPUT')])
notices.addParameterSources('PROFILE', [Source.fromModelParameter('profile')])
notices.addParameterSources('NOTICE_DATE', [Source.fromStaticValue('2026-12-15')])
notices.setModelOutputs({'mailing': output('notices', 'mailing', 'OUTPUT_CSV'),
                         'posting': output('notices', 'posting', 'POSTING_CSV')})
model.addChildAlgorithm(notices)

if not model.toFile(sys.argv[1]):
    sys.exit('could not write ' + sys.argv[1])
app.exitQgis()
