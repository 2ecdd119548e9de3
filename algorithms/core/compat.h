/***************************************************************************
  compat.h: the few QGIS spellings that changed after 3.22, in one place, so
  the engine builds against 3.22 and against newer LTRs.
 ***************************************************************************/
#ifndef SWCOMPAT_H
#define SWCOMPAT_H

#include "qgis.h"
#include "qgsprocessingalgorithm.h"
#include "qgsprocessingparameters.h"
#include "qgswkbtypes.h"

#if _QGIS_VERSION_INT >= 33000
using SwWkbType = Qgis::WkbType;
#define SW_WKB( name ) Qgis::WkbType::name
#define SW_PROCESSING_SOURCE_POLYGON Qgis::ProcessingSourceType::VectorPolygon
#define SW_PROCESSING_SOURCE_POINT Qgis::ProcessingSourceType::VectorPoint
#define SW_PROCESSING_SOURCE_LINE Qgis::ProcessingSourceType::VectorLine
#define SW_PROCESSING_SOURCE_ANY Qgis::ProcessingSourceType::VectorAnyGeometry
#define SW_PROCESSING_SOURCE_TABLE Qgis::ProcessingSourceType::Vector
#define SW_PARAMETER_FLAG_OPTIONAL Qgis::ProcessingParameterFlag::Optional
#define SW_PARAMETER_FLAG_ADVANCED Qgis::ProcessingParameterFlag::Advanced
#define SW_NUMBER_INTEGER Qgis::ProcessingNumberParameterType::Integer
#define SW_NUMBER_DOUBLE Qgis::ProcessingNumberParameterType::Double
#define SW_FIELD_ANY Qgis::ProcessingFieldParameterDataType::Any
#define SW_FIELD_STRING Qgis::ProcessingFieldParameterDataType::String
#define SW_FIELD_NUMERIC Qgis::ProcessingFieldParameterDataType::Numeric
#define SW_FILE_TYPE_FILE Qgis::ProcessingFileParameterBehavior::File
#define SW_DATETIME_DATE Qgis::ProcessingDateTimeParameterDataType::Date
using SwAlgorithmFlags = Qgis::ProcessingAlgorithmFlags;
#define SW_ALGORITHM_FLAG_NO_THREADING Qgis::ProcessingAlgorithmFlag::NoThreading
#else
using SwWkbType = QgsWkbTypes::Type;
#define SW_WKB( name ) QgsWkbTypes::name
#define SW_PROCESSING_SOURCE_POLYGON QgsProcessing::TypeVectorPolygon
#define SW_PROCESSING_SOURCE_POINT QgsProcessing::TypeVectorPoint
#define SW_PROCESSING_SOURCE_LINE QgsProcessing::TypeVectorLine
#define SW_PROCESSING_SOURCE_ANY QgsProcessing::TypeVectorAnyGeometry
#define SW_PROCESSING_SOURCE_TABLE QgsProcessing::TypeVector
#define SW_PARAMETER_FLAG_OPTIONAL QgsProcessingParameterDefinition::FlagOptional
#define SW_PARAMETER_FLAG_ADVANCED QgsProcessingParameterDefinition::FlagAdvanced
#define SW_NUMBER_INTEGER QgsProcessingParameterNumber::Integer
#define SW_NUMBER_DOUBLE QgsProcessingParameterNumber::Double
#define SW_FIELD_ANY QgsProcessingParameterField::Any
#define SW_FIELD_STRING QgsProcessingParameterField::String
#define SW_FIELD_NUMERIC QgsProcessingParameterField::Numeric
#define SW_FILE_TYPE_FILE QgsProcessingParameterFile::File
#define SW_DATETIME_DATE QgsProcessingParameterDateTime::Date
using SwAlgorithmFlags = QgsProcessingAlgorithm::Flags;
#define SW_ALGORITHM_FLAG_NO_THREADING QgsProcessingAlgorithm::FlagNoThreading
#endif

// Label placement became Qgis::LabelPlacement in 3.26.
#if _QGIS_VERSION_INT >= 32600
#define SW_LABEL_PLACEMENT( name ) Qgis::LabelPlacement::name
#else
#define SW_LABEL_PLACEMENT( name ) QgsPalLayerSettings::name
#endif

#endif // SWCOMPAT_H
