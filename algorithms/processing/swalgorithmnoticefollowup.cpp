/***************************************************************************
  swalgorithmnoticefollowup.cpp: stormwater:noticefollowup (see header).
 ***************************************************************************/
#include "processing/swalgorithmnoticefollowup.h"
#include "processing/swdestinationcheck.h"
#include "core/swparcelnumber.h"
#include "core/swparcelnumberindex.h"
#include "notices/swcsvsink.h"
#include "notices/swfollowupletters.h"
#include "notices/swnoticecasefile.h"
#include "notices/swnoticedates.h"
#include "notices/swnoticefollowup.h"
#include "notices/swnoticeregister.h"
#include "core/compat.h"
#include "core/swlayername.h"
#include "core/swcancel.h"

#include "qgsfeatureiterator.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingparameters.h"
#include "qgsvectorlayer.h"

#include <QMap>
#include <QSet>

namespace
{
  const QString CASES = QStringLiteral( "CASES" );
  const QString DATE = QStringLiteral( "DATE" );
  const QString DAYS_AHEAD = QStringLiteral( "DAYS_AHEAD" );
  const QString SCREENED = QStringLiteral( "SCREENED" );
  const QString FOLLOW_UP_LIST = QStringLiteral( "OUTPUT" );
  const QString DUE = QStringLiteral( "DUE" );
  const QString LETTERS = QStringLiteral( "LETTERS" );
  const QString LETTERS_WRITTEN = QStringLiteral( "LETTERS_WRITTEN" );
  const QString CASES_REGISTER = QStringLiteral( "REGISTER" );

  // The field \a name of \a feature as text (empty when the layer has no such field).
  QString rollText( const QgsFeature &feature, int field )
  {
    return field >= 0 ? feature.attribute( field ).toString().trimmed() : QString();
  }

  /**
   * The APNs \a numbers shows repeated in the layer \a layerName: not decided,
   * whatever each of their parcels says. A case names its land by APN; of
   * two parcels with one number, which the case means (qualifying or not,
   * whose owner and address) the data cannot say, so none is taken for it:
   * the case is not decided, its letter not addressed from a guess.
   */
  void setAsideRepeated( const SwParcelNumberIndex &numbers, const QString &layerName, SwNoticeFollowUp::Screening &screening, QMap<QString, SwNoticeParcel> &roll, QgsProcessingFeedback *feedback )
  {
    const QStringList repeated = numbers.repeated();
    if ( repeated.isEmpty() )
      return;
    QSet<QString> keys;
    for ( const QString &apn : repeated )
      keys.insert( SwParcelNumber::key( apn ) );
    const auto isRepeated = [&keys]( const QString &apn )
    { return keys.contains( SwParcelNumber::key( apn ) ); };
    for ( auto it = screening.screened.begin(); it != screening.screened.end(); )
      it = isRepeated( *it ) ? screening.screened.erase( it ) : std::next( it );
    for ( QMap<QString, QString> *byApn : { &screening.qualifying, &screening.undecided } )
    {
      for ( auto it = byApn->begin(); it != byApn->end(); )
        it = isRepeated( it.key() ) ? byApn->erase( it ) : std::next( it );
    }
    for ( const QString &apn : repeated )
    {
      QStringList features;
      for ( const long long id : numbers.parcels( apn ) )
        features << QString::number( id );
      screening.undecided.insert( apn, QObject::tr( "APN %1 names %2 parcels of SCREENED '%3' (field apn, features %4): which the case means, the data cannot say" ).arg( apn ).arg( features.size() ).arg( layerName, features.join( QLatin1String( ", " ) ) ) );
      roll.remove( SwParcelNumber::key( apn ) );
    }
    feedback->pushWarning( QObject::tr( "SCREENED: %1 APN(s) of layer '%2' (field apn) name two or more parcels each: %3. Not decided for any case that holds them, and no letter is addressed from them; give each parcel its own APN" ).arg( repeated.size() ).arg( layerName, numbers.repeatedNamed() ) );
  }

  /**
   * The latest screening \a screened: what it decided of each parcel
   * (\a screening), and each parcel with what a letter is addressed from
   * (\a roll, by SwParcelNumber::key).
   */
  void followUpScreening( QgsVectorLayer *screened, bool letters, QgsProcessingFeedback *feedback, SwNoticeFollowUp::Screening &screening, QMap<QString, SwNoticeParcel> &roll )
  {
    const QgsFields &fields = screened->fields();
    const int apn = fields.lookupField( QStringLiteral( "apn" ) );
    const int qualifies = fields.lookupField( QStringLiteral( "qualifies" ) );
    if ( apn < 0 || qualifies < 0 )
      throw QgsProcessingException( QObject::tr( "SCREENED: layer '%1' has no field '%2': give the main job's layer (stormwater:screenparcels OUTPUT)" ).arg( SwLayerName::of( screened ), apn < 0 ? QStringLiteral( "apn" ) : QStringLiteral( "qualifies" ) ) );
    const int owner = fields.lookupField( QStringLiteral( "owner" ) );
    const int street = fields.lookupField( QStringLiteral( "mail_address" ) ), city = fields.lookupField( QStringLiteral( "mail_city" ) ), state = fields.lookupField( QStringLiteral( "mail_state" ) ), zip = fields.lookupField( QStringLiteral( "mail_zip" ) );
    const int situs = fields.lookupField( QStringLiteral( "situs_address" ) ), language = fields.lookupField( QStringLiteral( "language" ) );
    const int reason = fields.lookupField( QStringLiteral( "reason" ) );
    if ( letters && ( street < 0 || city < 0 || state < 0 || zip < 0 ) )
      feedback->pushWarning( QObject::tr( "SCREENED: layer '%1' lacks some of mail_address, mail_city, mail_state, mail_zip: its letters are posted at the property, not mailed" ).arg( SwLayerName::of( screened ) ) );
    QgsFeatureRequest request;
    request.setFlags( SW_FEATURE_REQUEST_FLAG( NoGeometry ) );
    QgsFeatureIterator parcels = screened->getFeatures( request );
    const bool screenedFromCsv = SwCsvSink::isCsvLayer( screened );
    SwParcelNumberIndex numbers;
    QgsFeature feature;
    while ( parcels.nextFeature( feature ) )
    {
      SwCancel::check( feedback );
      if ( screenedFromCsv )
        SwCsvSink::readBack( feature );
      const QString key = feature.attribute( apn ).toString().trimmed();
      numbers.add( key, feature.id() );
      // Kept with or without letters: every line of a case says whether a parcel was sold since.
      SwNoticeParcel parcel;
      parcel.index = roll.size();
      parcel.apn = key;
      parcel.owner = rollText( feature, owner );
      parcel.mail = SwNoticeAddress{ rollText( feature, street ), rollText( feature, city ), rollText( feature, state ), rollText( feature, zip ) };
      parcel.situs = rollText( feature, situs );
      parcel.language = rollText( feature, language );
      roll.insert( SwParcelNumber::key( key ), parcel );
      const QVariant answer = feature.attribute( qualifies );
      if ( answer.isNull() )
      {
        // Not decided: neither closes a case nor calls for a notice; a case it holds says why.
        screening.undecided.insert( key, rollText( feature, reason ) );
        continue;
      }
      screening.screened.insert( key );
      if ( answer.toBool() )
        screening.qualifying.insert( key, owner >= 0 ? feature.attribute( owner ).toString() : QString() );
    }
    setAsideRepeated( numbers, SwLayerName::of( screened ), screening, roll, feedback );
  }

  //! The cases of the case file \a casesLayer, each with its row; refused by row and field when one cannot be read.
  QList<SwNoticeCase> followUpCases( QgsVectorLayer *casesLayer, QgsProcessingFeedback *feedback )
  {
    for ( const char *needed : { "notice_id", "apns", "compliance_deadline", "status" } )
    {
      if ( casesLayer->fields().lookupField( QString::fromLatin1( needed ) ) < 0 )
        throw QgsProcessingException( QObject::tr( "CASES: layer '%1' has no field '%2': give the case file of stormwater:noticecasefile (fields: %3)" ).arg( SwLayerName::of( casesLayer ), QString::fromLatin1( needed ), casesLayer->fields().names().join( QLatin1String( ", " ) ) ) );
    }
    QList<SwNoticeCase> cases;
    // A case file kept as CSV holds its text neutralised (SwCsvSink): the owner is read as noticed.
    const bool casesFromCsv = SwCsvSink::isCsvLayer( casesLayer );
    QgsFeatureIterator it = casesLayer->getFeatures();
    QgsFeature feature;
    while ( it.nextFeature( feature ) )
    {
      SwCancel::check( feedback );
      if ( casesFromCsv )
        SwCsvSink::readBack( feature );
      QString error;
      cases << SwNoticeCaseFile::caseOf( feature, casesLayer->fields(), error );
      if ( !error.isEmpty() )
        throw QgsProcessingException( QObject::tr( "CASES: layer '%1', row %2: %3" ).arg( SwLayerName::of( casesLayer ) ).arg( feature.id() ).arg( error ) );
    }
    return cases;
  }

  //! The clauses each line cites, as \a profile cites them, and its inspection interval.
  SwNoticeFollowUp::Rules followUpRules( const SwProfile &profile )
  {
    SwNoticeFollowUp::Rules rules;
    rules.inspectionMonths = static_cast<int>( profile.number( QStringLiteral( "vacant.inspection_months" ) ) );
    rules.deadlineClause = profile.citation( QStringLiteral( "vacant.compliance_days" ) );
    rules.inspectionClause = profile.citation( QStringLiteral( "vacant.inspection_months" ) );
    rules.correctiveClause = profile.citation( QStringLiteral( "vacant.corrective_notice" ) );
    rules.violationClause = profile.citation( QStringLiteral( "vacant.enforcement" ) );
    rules.noticeClause = profile.citation( QStringLiteral( "vacant.required" ) );
    return rules;
  }

  /**
   * A letter for each reminder, overdue and corrective line of \a items,
   * in the list's order (when \a writeLetters); and on every line of a
   * case, with or without letters, whether a parcel was sold since its
   * notice (said in the list as well as in the log: the clerk works from
   * the list). An error line is a warning too: that case is not decided.
   */
  QList<SwFollowUpLetter> followUpLetters( QList<SwNoticeFollowUp::Item> &items, const QList<SwNoticeCase> &cases, const QMap<QString, SwNoticeParcel> &roll, const SwProfile &profile, const QDate &today, bool writeLetters, QgsProcessingFeedback *feedback )
  {
    QList<SwFollowUpLetter> letters;
    QMap<QString, SwNoticeCase> byId;
    for ( const SwNoticeCase &c : std::as_const( cases ) )
      byId.insert( c.noticeId, c );
    for ( SwNoticeFollowUp::Item &item : items )
    {
      if ( item.kind == SwNoticeFollowUp::Kind::Error )
      {
        // The case is not decided: the clerk corrects the case file first.
        feedback->pushWarning( item.action );
        continue;
      }
      const auto found = byId.constFind( item.noticeId );
      if ( found == byId.constEnd() )
        continue; // a to-notice line: no case yet
      SwFollowUpLetter letter;
      QString warning;
      letter.complianceDays = static_cast<int>( profile.number( QStringLiteral( "vacant.compliance_days" ) ) );
      if ( writeLetters && SwFollowUpLetters::letterFor( item, *found, roll, profile.notice(), today, letter, warning ) )
        letters << letter;
      // A case to close needs no owner: its parcels no longer qualify whoever holds them.
      if ( warning.isEmpty() && item.kind != SwNoticeFollowUp::Kind::ToClose )
      {
        const QStringList sold = SwFollowUpLetters::soldSince( *found, roll );
        if ( !sold.isEmpty() )
          warning = QObject::tr( "%1: not decided: %2" ).arg( item.noticeId, SwFollowUpLetters::soldNote( *found, sold ) );
      }
      if ( !warning.isEmpty() )
      {
        feedback->pushWarning( warning );
        item.action += QStringLiteral( " [%1]" ).arg( warning );
      }
    }
    return letters;
  }
} // namespace

SwAlgorithm::Description SwNoticeFollowUpAlgorithm::description() const
{
  return { "noticefollowup", QT_TRANSLATE_NOOP( "SwAlgorithm", "Notice follow-up (what is due)" ), Group::Notices, QT_TRANSLATE_NOOP( "SwAlgorithm", "notice,follow-up,deadline,overdue,extension,inspection,corrective,enforcement,case,clerk,register" ), QT_TRANSLATE_NOOP( "SwAlgorithm", "Lists what the notice case file leaves to do on a date: overdue notices, deadlines and extensions ending, inspections due, corrective notices to send, cases to close and parcels to notice." ) };
}

SwNoticeFollowUpAlgorithm *SwNoticeFollowUpAlgorithm::createInstance() const
{
  return new SwNoticeFollowUpAlgorithm();
}

QString SwNoticeFollowUpAlgorithm::shortHelpString() const
{
  return QObject::tr( "The code-enforcement clerk's run, monthly or on any day: from the notice case file (stormwater:noticecasefile, kept up to date in QGIS's form), one line per thing due on the date of the follow-up, each with the clause that makes it due: "
                      "overdue (the compliance deadline, or the extension the Director granted, passed with no measures installed: a violation, enforced through 12.16.120(B)), deadline_soon and extension_ending (within the days ahead), inspection_due (a year from the installation or the last inspection), corrective_notice (an inspection found the measures not in compliance and no corrective notice went out since), "
                      "and, given the latest screening, to_close (an open case none of whose parcels qualifies any more), not_decided (an open case none of whose screened parcels qualifies, but with a parcel the screening does not decide: not in its layer, or left undecided there, with its reason; screen it before closing the case) and to_notice (a qualifying parcel no open case holds). One decision per case: a case to close gets no letter; error (not decided): what the case file says that cannot be so, by notice and field (see the help page).\n"
                      "Follow-up list: a table with due, notice_id, owner, apns, due_date, days (from the date of the follow-up; negative: past), action, clause. Given the latest screening, the action of a case (other than to_close) with a parcel the screening gives another owner than the one noticed ends with a not-decided note naming both: whether the notice binds the new owner is the City's to decide.\n"
                      "Letters (optional PDF): one letter per deadline_soon and extension_ending line (a reminder), overdue line (a notice of violation) and corrective_notice line (a notice of corrective action), in the owner's language, every word from the profile's follow_up text, each quoting the provisions it rests on; addressed as the notices are, from the latest screening's owner, mail_address, mail_city, mail_state, mail_zip and situs_address fields (posted at the property when the address is not complete), so the latest screening must be given.\n" ) +
         helpPointer();
}

QString SwNoticeFollowUpAlgorithm::detailedHelp() const
{
  return QObject::tr( "One decision per case: a case with an error line gets no other line; then, given SCREENED, to_close wins over a reminder and a notice of violation (the provisions bind a vacant parcel of one acre or more: land that no longer qualifies owes no measures, so the notice's demand lapses for it), and a case not_decided whether it can close gets no letter; a reminder or a notice of violation names only the case's parcels that still qualify, saying which it leaves out and why. Each parcel is named once however a roll writes its number (4462-065-004 is 4462065004), as the case file first wrote it.\n"
                      "error (not decided): an error line naming the notice and the field, and a warning, for what the case file says that cannot be so: extended_to before the notice's compliance_deadline (the Director grants more time, never less); installed_on, inspected_on or corrective_on after DATE (a date to come is not a fact); a notice_id on two rows of the case file (a line for each row, naming them all); given REGISTER, an owner or a compliance_deadline that is not the register's for that notice_id (more time goes in extended_to). The clerk corrects the case file; the run decides nothing on that case.\n" );
}

void SwNoticeFollowUpAlgorithm::initAlgorithm( const QVariantMap & )
{
  auto cases = std::make_unique<QgsProcessingParameterVectorLayer>( CASES, QObject::tr( "Notice case file" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_TABLE ) );
  cases->setHelp( QObject::tr( "the case file's notice_cases table (stormwater:noticecasefile), with the statuses and dates the clerk set." ) );
  addParameter( cases.release() );
  std::unique_ptr<QgsProcessingParameterDefinition> date( SwNoticeDates::parameter( DATE, QObject::tr( "Date of the follow-up (empty = today)" ) ) );
  date->setHelp( QObject::tr( "the day the list is for (default today), written 2027-06-14 or 6/14/2027; what is due is counted from it." ) );
  addParameter( date.release() );
  auto ahead = std::make_unique<QgsProcessingParameterNumber>( DAYS_AHEAD, QObject::tr( "Days ahead to list deadlines and inspections (days)" ), SW_NUMBER_INTEGER, 30, false, 0, 366 );
  ahead->setHelp( QObject::tr( "deadlines, extensions and inspections falling within this many days of DATE are listed (30 for a monthly run)." ) );
  addParameter( ahead.release() );
  auto screened = std::make_unique<QgsProcessingParameterVectorLayer>( SCREENED, QObject::tr( "Latest screening" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_ANY ), QVariant(), true );
  screened->setHelp( QObject::tr( "the main job's latest layer (apn, qualifies, owner): its open cases that no longer qualify are listed to close, and its qualifying parcels no open case holds to notice. An APN the layer gives two or more parcels is not decided (which parcel a case means, the data cannot say): its case is not_decided and no letter is addressed from it; the log names those APNs." ) );
  addParameter( screened.release() );
  auto noticeRegister = std::make_unique<QgsProcessingParameterFile>( CASES_REGISTER, QObject::tr( "Notice register (CSV), to check the case file against" ), SW_FILE_TYPE_FILE, QStringLiteral( "csv" ), QVariant(), true );
  noticeRegister->setHelp( QObject::tr( "optional: the REGISTER stormwater:vacantnotices appends to. A case whose owner or compliance deadline is not the register's for its notice id is listed as an error, not decided (more time goes in extended_to); the register is read, never changed." ) );
  addParameter( noticeRegister.release() );
  addProfileParameter();
  auto output = std::make_unique<QgsProcessingParameterFeatureSink>( FOLLOW_UP_LIST, QObject::tr( "Follow-up list" ), SW_PROCESSING_SOURCE_TABLE );
  output->setHelp( QObject::tr( "one row per thing due: due, notice_id, owner, apns, due_date, days, action, clause." ) );
  addParameter( output.release() );
  auto letters = std::make_unique<QgsProcessingParameterFileDestination>( LETTERS, QObject::tr( "Reminder, violation and corrective-action letters (PDF)" ), QObject::tr( "PDF files (*.pdf)" ), QVariant(), true, false );
  letters->setHelp( QObject::tr( "optional: a letter for each reminder, overdue and corrective notice line, one a page, in the owner's language; needs SCREENED for the owners' addresses." ) );
  addParameter( letters.release() );
  addOutput( new QgsProcessingOutputNumber( DUE, QObject::tr( "Lines due" ) ) );
  addOutput( new QgsProcessingOutputNumber( LETTERS_WRITTEN, QObject::tr( "Letters written" ) ) );
}

QVariantMap SwNoticeFollowUpAlgorithm::processAlgorithm( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback )
{
  refuseScarceResources( 0 );
  SwDestinationCheck::refuseCollisions( *this, parameters, context );
  SwDestinationCheck::refuseUnwritableFolders( *this, parameters );
  const SwProfile profile = profileParameter( parameters, context );
  const QDate today = SwNoticeDates::noticeDate( parameterDefinition( DATE ), parameters.value( DATE ), context, QDate::currentDate() );
  const int daysAhead = parameterAsInt( parameters, DAYS_AHEAD, context );
  const QString lettersPath = parameterAsFileOutput( parameters, LETTERS, context );
  QgsVectorLayer *screened = parameterAsVectorLayer( parameters, SCREENED, context );
  if ( !lettersPath.isEmpty() )
  {
    if ( profile.notice().isEmpty() )
      throw QgsProcessingException( QObject::tr( "LETTERS: profile '%1' has no notice text to write letters from; give a profile with a \"notice\" section, or no LETTERS" ).arg( profile.name() ) );
    if ( !profile.notice().missingFollowUpWords().isEmpty() )
      throw QgsProcessingException( QObject::tr( "LETTERS: profile '%1''s notice has no words for the follow-up letters (%2); add them to the city's profile file or write no letters" ).arg( profile.name(), profile.notice().missingFollowUpWords().join( QLatin1String( ", " ) ) ) );
    if ( !screened )
      throw QgsProcessingException( QObject::tr( "LETTERS: give the latest screening (SCREENED): the letters are addressed from its owner and mailing address fields" ) );
  }

  QgsVectorLayer *casesLayer = parameterAsVectorLayer( parameters, CASES, context );
  if ( !casesLayer )
    throw QgsProcessingException( invalidSourceError( parameters, CASES ) );
  const QList<SwNoticeCase> cases = followUpCases( casesLayer, feedback );
  feedback->pushInfo( QObject::tr( "%1 notice(s) in the case file; follow-up of %2, %3 days ahead" ).arg( cases.size() ).arg( SwNoticeFollowUp::dayWords( today ) ).arg( daysAhead ) );

  const SwNoticeFollowUp followUp( followUpRules( profile ) );

  // The latest screening's parcels, with what a letter is addressed from.
  QMap<QString, SwNoticeParcel> roll;
  SwNoticeFollowUp::Screening screening;
  if ( screened )
    followUpScreening( screened, !lettersPath.isEmpty(), feedback, screening, roll );
  // The register, given, is the record each case's owner and deadline are checked against.
  QList<SwNoticeCase> registerCases;
  const QString registerPath = parameterAsFile( parameters, CASES_REGISTER, context );
  if ( !registerPath.isEmpty() )
    registerCases = SwNoticeCaseFile::fromRegister( SwNoticeRegister::read( registerPath, CASES_REGISTER ) );
  QList<SwNoticeFollowUp::Item> items = followUp.decide( cases, today, daysAhead, screened ? &screening : nullptr, registerCases );

  const QList<SwFollowUpLetter> letters = followUpLetters( items, cases, roll, profile, today, !lettersPath.isEmpty(), feedback );
  if ( !lettersPath.isEmpty() )
    feedback->pushInfo( letters.isEmpty() ? QObject::tr( "No letter is due: LETTERS is not written" ) : QObject::tr( "%1 letter(s)" ).arg( letters.size() ) );

  const QStringList names{ QStringLiteral( "due" ), QStringLiteral( "notice_id" ), QStringLiteral( "owner" ), QStringLiteral( "apns" ), QStringLiteral( "due_date" ), QStringLiteral( "days" ), QStringLiteral( "action" ), QStringLiteral( "clause" ) };
  QgsFields fields;
  for ( const QString &name : names )
    fields.append( QgsField( name, name == QLatin1String( "days" ) ? SW_VARIANT_TYPE( Int ) : SW_VARIANT_TYPE( QString ) ) );
  // due_date as text, 2027-06-04, in every format (a CSV writes a date field 2027/06/04).
  QList<QgsAttributes> rows;
  QMap<QString, int> counts;
  for ( const SwNoticeFollowUp::Item &item : std::as_const( items ) )
  {
    const QString kind = SwNoticeFollowUp::kindValue( item.kind );
    ++counts[kind];
    rows << ( QgsAttributes() << kind << item.noticeId << item.owner << item.apns.join( QLatin1String( "; " ) ) << item.due.toString( Qt::ISODate ) << static_cast<int>( today.daysTo( item.due ) ) << item.action << item.clause );
  }
  QStringList summary;
  for ( auto count = counts.cbegin(); count != counts.cend(); ++count )
    summary << QStringLiteral( "%1 %2" ).arg( count.value() ).arg( count.key() );
  feedback->pushInfo( summary.isEmpty() ? QObject::tr( "Nothing due" ) : QObject::tr( "Due: %1" ).arg( summary.join( QLatin1String( ", " ) ) ) );

  QVariantMap results = mOutputs.run( context, feedback, [&]()
                                      {
    writeTable( mOutputs, parameters, FOLLOW_UP_LIST, context, fields, rows, feedback );
    if ( !letters.isEmpty() )
    {
      const QString error = SwFollowUpLetters::writePdf( letters, profile.notice(), mOutputs.addFile( lettersPath, LETTERS, SwOutputTarget::Check::Pdf ) );
      if ( !error.isEmpty() )
        throw QgsProcessingException( QObject::tr( "LETTERS '%1': %2" ).arg( lettersPath, error ) );
      mOutputs.fileWritten( LETTERS );
    }
    return QVariantMap(); } );
  results.insert( DUE, rows.size() );
  results.insert( LETTERS_WRITTEN, letters.size() );
  return results;
}
