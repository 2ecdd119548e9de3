/***************************************************************************
  swalgorithmnoticecasefile.cpp: stormwater:noticecasefile (see header).
 ***************************************************************************/
#include "processing/swalgorithmnoticecasefile.h"
#include "processing/swdestinationcheck.h"
#include "notices/swcsvsink.h"
#include "notices/swnoticecasefile.h"
#include "notices/swnoticeregister.h"
#include "outputs/swstyles.h"
#include "core/compat.h"
#include "core/swlayername.h"

#include "qgsfeatureiterator.h"
#include "qgsprocessingfeedback.h"
#include "qgsvectordataprovider.h"
#include "qgsvectorlayer.h"
#include "qgsprocessingparameters.h"

namespace
{
  const QString REGISTER = QStringLiteral( "REGISTER" );
  const QString CASE_FILE = QStringLiteral( "OUTPUT" );
  const QString CASES_WRITTEN = QStringLiteral( "CASES" );
  const QString EARLIER = QStringLiteral( "EARLIER" );
  const QString CASES_ADDED = QStringLiteral( "ADDED" );

  //! The case file kept so far: its cases as the clerk left them, and the values of the fields the city added to it.
  struct KeptCases
  {
    QList<SwNoticeCase> cases;
    QList<QgsAttributes> extra; //!< per case, the values of extraNames
    QStringList extraNames;
  };

  //! The cases of \a earlier; the fields the city added are appended to \a fields.
  KeptCases keptCases( QgsVectorLayer *earlier, QgsFields &fields )
  {
    // The fields the city added to the table travel with the cases; the GeoPackage's own row id does not.
    const QgsAttributeList keys = earlier->dataProvider()->pkAttributeIndexes();
    QList<int> extra;
    KeptCases kept;
    for ( int i = 0; i < earlier->fields().count(); ++i )
    {
      if ( !keys.contains( i ) && fields.lookupField( earlier->fields().at( i ).name() ) < 0 )
      {
        extra << i;
        kept.extraNames << earlier->fields().at( i ).name();
        fields.append( earlier->fields().at( i ) );
      }
    }
    if ( earlier->fields().lookupField( QStringLiteral( "notice_id" ) ) < 0 )
      throw QgsProcessingException( QObject::tr( "EARLIER: layer '%1' has no field 'notice_id': give the notice_cases table of an earlier case file" ).arg( SwLayerName::of( earlier ) ) );
    // A case file kept as CSV holds its text neutralised (SwCsvSink): each case is carried over as the clerk left it.
    const bool earlierFromCsv = SwCsvSink::isCsvLayer( earlier );
    QgsFeatureIterator it = earlier->getFeatures();
    QgsFeature feature;
    while ( it.nextFeature( feature ) )
    {
      if ( earlierFromCsv )
        SwCsvSink::readBack( feature );
      QString error;
      kept.cases << SwNoticeCaseFile::caseOf( feature, earlier->fields(), error );
      if ( !error.isEmpty() )
        throw QgsProcessingException( QObject::tr( "EARLIER: layer '%1', row %2: %3" ).arg( SwLayerName::of( earlier ) ).arg( feature.id() ).arg( error ) );
      QgsAttributes values;
      for ( const int i : std::as_const( extra ) )
        values << feature.attribute( i );
      kept.extra << values;
    }
    return kept;
  }
} // namespace

SwAlgorithm::Description SwNoticeCaseFileAlgorithm::description() const
{
  return { "noticecasefile", QT_TRANSLATE_NOOP( "SwAlgorithm", "Notice case file (from the register)" ), Group::Notices, QT_TRANSLATE_NOOP( "SwAlgorithm", "notice,register,case,clerk,status,follow-up,form,migrate" ), QT_TRANSLATE_NOOP( "SwAlgorithm", "Makes the notice register into a case file the clerk edits in QGIS: one row per notice with a status drop-down, date pickers and a note." ) };
}

SwNoticeCaseFileAlgorithm *SwNoticeCaseFileAlgorithm::createInstance() const
{
  return new SwNoticeCaseFileAlgorithm();
}

QString SwNoticeCaseFileAlgorithm::shortHelpString() const
{
  return QObject::tr( "Reads the notice register (the CSV every stormwater:vacantnotices run appends to) and writes one case per notice: its notice_id, owner, parcels, notice date, compliance deadline and delivery as the register recorded them, status noticed, and in its note every later row of the register that names it (a reminder, the notice recorded again by a later run, a parcel no longer qualifying), with the run. "
                      "In a GeoPackage the table carries its form: the status a drop-down (noticed, plan submitted, plan approved, extension granted, measures installed, inspected, corrective notice sent, referred for enforcement, closed, withdrawn), every date a date picker, the inspection result passed or failed, the notice's own particulars read-only. "
                      "Open it in QGIS, set each case's status and dates as the case goes on, and run stormwater:noticefollowup on it. The register itself is read, never changed.\n"
                      "After a later notice run, bring the case file up to date: give the case file kept so far and a new file to write. Every case is written as the clerk left it (its status, dates and note, and any field the city added to the table), the register's later rows are added to its note, and the register's new notices become new cases. The case file kept so far is read, never changed. A case is the register's notice when both its notice_id and its owner are: ids run VP-<date>-<n> in every register, so a case file kept so far that holds a notice_id of the register for another owner (another register's case file) is refused by name, both owners named, and nothing is written; so is one with a notice_id on two rows. A case whose compliance_deadline is not the register's gets the register's (the notice's deadline; more time goes in extended_to), and its note and the log say so. Each parcel is listed once however a roll writes its number (4462-065-004 is 4462065004), as first written.\n"
                      "Case file: a table with notice_id, owner, owner_key, apns, language, delivery, notice_date, compliance_deadline, status, status_date, extended_to, installed_on, inspected_on, inspection_result, corrective_on, note.\n" ) +
         helpPointer();
}

void SwNoticeCaseFileAlgorithm::initAlgorithm( const QVariantMap & )
{
  auto reg = std::make_unique<QgsProcessingParameterFile>( REGISTER, QObject::tr( "Notice register (CSV)" ), SW_FILE_TYPE_FILE, QStringLiteral( "csv" ) );
  reg->setHelp( QObject::tr( "the REGISTER stormwater:vacantnotices appends to." ) );
  addParameter( reg.release() );
  auto output = std::make_unique<QgsProcessingParameterFeatureSink>( CASE_FILE, QObject::tr( "Notice case file" ), SW_PROCESSING_SOURCE_TABLE );
  output->setHelp( QObject::tr( "a GeoPackage table (notice_cases) keeps the form: for example cases.gpkg|layername=notice_cases." ) );
  addParameter( output.release() );
  auto earlier = std::make_unique<QgsProcessingParameterVectorLayer>( EARLIER, QObject::tr( "Case file kept so far, to bring up to date" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_TABLE ), QVariant(), true );
  earlier->setHelp( QObject::tr( "the notice_cases table the clerk has edited: its cases are written whole to the new case file, with the register's later rows in their notes and the register's new notices added; it is read, never changed." ) );
  addParameter( earlier.release() );
  addProfileParameter();
  addOutput( new QgsProcessingOutputNumber( CASES_WRITTEN, QObject::tr( "Cases written" ) ) );
  addOutput( new QgsProcessingOutputNumber( CASES_ADDED, QObject::tr( "Notices new to the case file" ) ) );
}

QVariantMap SwNoticeCaseFileAlgorithm::processAlgorithm( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback )
{
  refuseScarceResources( 0 );
  SwDestinationCheck::refuseCollisions( *this, parameters, context );
  SwDestinationCheck::refuseUnwritableFolders( *this, parameters );
  const SwProfile profile = profileParameter( parameters, context );
  if ( !profile.flag( QStringLiteral( "vacant.required" ) ) )
    feedback->pushWarning( QObject::tr( "PROFILE: %1's code has no vacant parcel provisions (%2); the case file follows Signal Hill's figures" ).arg( profile.title(), profile.citation( QStringLiteral( "vacant.required" ) ) ) );
  const QString path = parameterAsFile( parameters, REGISTER, context );
  const QList<QStringList> rows = SwNoticeRegister::read( path, REGISTER );
  if ( rows.isEmpty() )
    throw QgsProcessingException( QObject::tr( "REGISTER: %1 holds no notice (is it the register stormwater:vacantnotices writes?)" ).arg( path ) );
  const QList<SwNoticeCase> cases = SwNoticeCaseFile::fromRegister( rows );
  feedback->pushInfo( QObject::tr( "%1 register row(s), %2 notice(s)" ).arg( rows.size() ).arg( cases.size() ) );

  QgsFields fields = SwNoticeCaseFile::fields();
  QList<QgsAttributes> table;
  int added = cases.size();
  if ( QgsVectorLayer *earlier = parameterAsVectorLayer( parameters, EARLIER, context ) )
  {
    const KeptCases kept = keptCases( earlier, fields );
    const SwNoticeCaseFile::Merged merged = SwNoticeCaseFile::merged( kept.cases, cases );
    if ( !merged.refused.isEmpty() )
      throw QgsProcessingException( QObject::tr( "EARLIER: layer '%1' cannot be brought up to date with REGISTER %2: %3; nothing written" ).arg( SwLayerName::of( earlier ), path, merged.refused.join( QLatin1String( "; " ) ) ) );
    for ( const QString &corrected : merged.deadlinesCorrected )
      feedback->pushWarning( QObject::tr( "EARLIER: %1" ).arg( corrected ) );
    for ( int i = 0; i < merged.cases.size(); ++i )
    {
      QgsAttributes row = SwNoticeCaseFile::attributes( merged.cases.at( i ) );
      const int from = merged.earlierRows.at( i );
      for ( int k = 0; k < kept.extraNames.size(); ++k )
        row << ( from >= 0 ? kept.extra.at( from ).at( k ) : QVariant() );
      table << row;
    }
    added = merged.added;
    feedback->pushInfo( QObject::tr( "EARLIER '%1': %2 case(s) kept as the clerk left them (%3 with register rows added to the note), %4 notice(s) new to the case file%5" )
                          .arg( SwLayerName::of( earlier ) )
                          .arg( kept.cases.size() )
                          .arg( merged.notesUpdated )
                          .arg( merged.added )
                          .arg( kept.extraNames.isEmpty() ? QString() : QObject::tr( "; the city's own fields kept: %1" ).arg( kept.extraNames.join( QLatin1String( ", " ) ) ) ) );
  }
  else
  {
    for ( const SwNoticeCase &c : cases )
      table << SwNoticeCaseFile::attributes( c );
  }
  QVariantMap results = mOutputs.run( context, feedback, [&]()
                                      {
    const QString staged = writeTable( mOutputs, parameters, CASE_FILE, context, fields, table, feedback );
    // The form goes with the table, so it opens ready in QGIS.
    SwStyles::applyConfigured( staged, &SwNoticeCaseFile::setForm, QStringLiteral( "noticecases" ), CASE_FILE );
    return QVariantMap(); } );
  results.insert( CASES_WRITTEN, table.size() );
  results.insert( CASES_ADDED, added );
  return results;
}
