/***************************************************************************
  swalgorithmvacantnotices.cpp: the notices algorithm: its parameters,
  their checks, and the run in order: qualifying parcels read
  (notices/swnoticeparcels), grouped per owner and numbered
  (notices/swnotices), written as two CSV lists (notices/swnoticelists) and
  one PDF (notices/swnoticeletters); nothing is left behind when a run
  fails or is cancelled.
 ***************************************************************************/
#include "processing/swalgorithmvacantnotices.h"
#include "changes/swrenumberedparcels.h"
#include "processing/swvacantnoticesparameters.h"
#include "processing/swdestinationcheck.h"
#include "processing/swinputcheck.h"
#include "processing/swnoticescope.h"
#include "core/swcancel.h"
#include "core/swparameterreader.h"
#include "core/swwarnings.h"
#include "core/swlayername.h"
#include "core/swworkingcrs.h"
#include "notices/swnoticedates.h"
#include "notices/swnoticeletters.h"
#include "notices/swnoticelists.h"
#include "notices/swnoticeregister.h"
#include "notices/swnotices.h"
#include "notices/swnoticewording.h"
#include "screens/vacant/swvacantrow.h"

#include "qgsexception.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingoutputs.h"
#include "qgsprocessingparameters.h"
#include "qgsvectorlayer.h"

#include <QIcon>

using namespace SwVacantNoticesParameters;

namespace
{
  // The destination file, or an empty string for an optional output left out.
  QString destination( const QVariantMap &parameters, const QString &name, const QgsProcessingAlgorithm *algorithm, QgsProcessingContext &context )
  {
    const QVariant value = parameters.value( name );
    if ( !value.isValid() || value.isNull() || value.toString().isEmpty() )
    {
      const QgsProcessingParameterDefinition *definition = algorithm->parameterDefinition( name );
      if ( definition && ( definition->flags() & SW_PARAMETER_FLAG_OPTIONAL ) )
        return QString();
    }
    const QString path = QgsProcessingParameters::parameterAsFileOutput( algorithm->parameterDefinition( name ), parameters, context );
    // A list left out by a script still gets written somewhere it can be found.
    return path.isEmpty() ? QgsProcessingUtils::generateTempFilename( QStringLiteral( "%1.csv" ).arg( name.toLower() ) ) : path;
  }
} // namespace

SwAlgorithm::Description SwVacantNoticesAlgorithm::description() const
{
  return { "vacantnotices", QT_TRANSLATE_NOOP( "SwAlgorithm", "Vacant parcel notices" ), Group::Notices, QT_TRANSLATE_NOOP( "SwAlgorithm", "vacant,notice,letter,owner,mailing list,mail merge,posting,compliance,deadline,180 days,atlas,pdf,csv" ), QT_TRANSLATE_NOOP( "SwAlgorithm", "One vacant parcel notice per owner: a mailing list for the mail house, a posting list, and the letters with a map, as one PDF." ) };
}

QString SwVacantNoticesAlgorithm::shortHelpString() const
{
  return QObject::tr( "\"The affected property owners will be notified in writing that their property qualifies under the Vacant Parcel Ordinance\" and must bring the parcel into compliance \"no later than 180 days from the date of the original mailing or posting\" (Signal Hill 12.16, vacant parcel provisions B and D).\n"
                      "Turns the qualifying parcels (the output of Vacant parcels or of Screen all parcels) into one notice per owner: owners spelled several ways get one notice listing all their parcels; an owner with a complete mailing address is mailed, any other owner goes to the posting list, so nobody is lost. "
                      "Every word of the letter comes from the profile's notice text (letterhead, the code's title, its provisions quoted word for word, the steps, the contact and the signer), in the owner's language when the roll names one the profile has (\"Owner's language field\"). A profile whose code has no vacant parcel provisions (Cudahy, Beverly Hills) is refused unless the city's own notice text is given with \"Send notices although the city's code has no vacant parcel provisions\".\n"
                      "Each parcel is listed with its address, how it qualifies (vacant, partially vacant, part of a contiguous vacant parcel) and the acres the 1.0 acre test was made on. The deadline is the notice date plus the days, moved past Saturdays, Sundays and California court holidays when the profile's rule says so (CCP 12a).\n"
                      "A field left at its default name that the layer lacks is left out, and the log says what that means. A failed or cancelled run leaves no lists or letters behind; the register, when given, is appended to only once the rest is written.\n" ) +
         helpPointer();
}

QString SwVacantNoticesAlgorithm::detailedHelp() const
{
  return QObject::tr( "Mailing list (OUTPUT_CSV) fields: notice_id, owner, owner_key, mail_address, mail_city, mail_state, mail_zip, apns (separated by \"; \"), parcel_count, total_acres (the acres tested: the sum of each parcel's unimproved acres, as the letter and the report give them, to the hundredth), parcel_acres (the whole parcels), notice_date, compliance_deadline (after the profile's deadline rule), computed_deadline (notice date + days), compliance_days, language, other_addresses (other complete addresses the roll gives for the owner). "
                      "Posting list (POSTING_CSV) fields: notice_id, owner, owner_key, posting_reason, situs_addresses, apns, and the same figures and dates. "
                      "Both are UTF-8 with a header row, RFC 4180 quoting and CRLF line ends; a cell that starts with =, +, -, @, a tab or a carriage return is written with a leading apostrophe so a spreadsheet shows it instead of running it (remove that one apostrophe to read the value).\n"
                      "Register (REGISTER): run, notice_id, owner_key, owner, apns, notice_date, compliance_deadline, delivery, status (new, already noticed, no longer qualifying), earlier_notice.\n"
                      "Letters (OUTPUT_PDF): one per notice, mailed then posted, each in owner order, two pages each (page numbers per letter), made with a print layout and its atlas, text kept as text. "
                      "A template's labels read each notice with expressions such as [% \"owner\" %]: notice_id, owner, owner_key, delivery, apns, apn_list, situs_addresses, notice_date, compliance_deadline, computed_deadline, language, letterhead, department, code_title, heading, dates_block, address_block, delivery_text, notice_date_text, deadline_text, computed_deadline_text, intro, parcel_lines, parcel_lines_first, total_line, total_acres_text, map_caption, steps_text, deadline_note, page2_text, quotations_text, contact_block, signature_block, enclosure, page_text ({page} and {pages} left for the layout), parcel_count, total_acres, compliance_days. "
                      "Its map items follow the atlas and show the owner's parcels, shaded and labelled with their APNs, over the other parcels of the input." );
}

SwAlgorithmFlags SwVacantNoticesAlgorithm::flags() const
{
  // Print layouts render on the main thread only.
  return SwAlgorithm::flags() | SW_ALGORITHM_FLAG_NO_THREADING;
}

SwVacantNoticesAlgorithm *SwVacantNoticesAlgorithm::createInstance() const
{
  return new SwVacantNoticesAlgorithm();
}

void SwVacantNoticesAlgorithm::addNoticeParameter( QgsProcessingParameterDefinition *parameter, const QString &help )
{
  parameter->setHelp( help );
  addParameter( parameter );
}

void SwVacantNoticesAlgorithm::initAlgorithm( const QVariantMap & )
{
  addNoticeParameter( new QgsProcessingParameterFeatureSource( INPUT, QObject::tr( "Screened parcels (output of Vacant parcels)" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_POLYGON ) ),
                      QObject::tr( "the output of Vacant parcels or Screen all parcels, or any polygon layer with the fields apn and qualifies (true, 1, yes) and the owner and mailing address fields; only qualifying parcels are read." ) );
  addProfileParameter();
  addNoticeParameter( new QgsProcessingParameterField( OWNER_FIELD, QObject::tr( "Owner name field" ), QStringLiteral( "owner" ), INPUT, SW_FIELD_ANY, false, true ),
                      QObject::tr( "the owner's name (default owner). Owners match after normalising case, punctuation, spacing and entity suffixes (LLC, L.L.C., INC, CORP, CO, LP, LTD, TRUST...), the key Vacant parcels shows as owner_key, so one owner spelled several ways gets one notice." ) );
  addNoticeParameter( new QgsProcessingParameterField( OWNER_ID_FIELD, QObject::tr( "Owner id field (the roll's; empty = none)" ), QStringLiteral( "owner_id" ), INPUT, SW_FIELD_ANY, false, true ),
                      QObject::tr( "the roll's owner id (default owner_id, used when the layer has it): parcels with one id have one owner, however the name and address are written; a parcel with an empty id is told by its name and mailing address. Without ids, owners of one name at different mailing addresses are different owners (see OWNER_REVIEW)." ) );
  addNoticeParameter( new QgsProcessingParameterField( MAIL_ADDRESS_FIELD, QObject::tr( "Mailing address (street) field" ), QStringLiteral( "mail_address" ), INPUT, SW_FIELD_ANY, false, true ),
                      QObject::tr( "the owner's mailing street address (default mail_address). A notice is mailed to the complete address (street, city, state and ZIP) most of the owner's parcels give; an owner with none is posted instead. A layer with none of the four mailing fields posts every notice, on purpose, and the log says so. Emptied, the default is cleared." ) );
  addNoticeParameter( new QgsProcessingParameterField( MAIL_CITY_FIELD, QObject::tr( "Mailing city field" ), QStringLiteral( "mail_city" ), INPUT, SW_FIELD_ANY, false, true ),
                      QObject::tr( "the mailing address's city (default mail_city); part of a complete address." ) );
  addNoticeParameter( new QgsProcessingParameterField( MAIL_STATE_FIELD, QObject::tr( "Mailing state field" ), QStringLiteral( "mail_state" ), INPUT, SW_FIELD_ANY, false, true ),
                      QObject::tr( "the mailing address's state (default mail_state); part of a complete address." ) );
  addNoticeParameter( new QgsProcessingParameterField( MAIL_ZIP_FIELD, QObject::tr( "Mailing ZIP code field" ), QStringLiteral( "mail_zip" ), INPUT, SW_FIELD_ANY, false, true ),
                      QObject::tr( "the mailing address's ZIP code (default mail_zip); part of a complete address." ) );
  addNoticeParameter( new QgsProcessingParameterField( SITUS_FIELD, QObject::tr( "Property (situs) address field, for posting" ), QStringLiteral( "situs_address" ), INPUT, SW_FIELD_ANY, false, true ),
                      QObject::tr( "the parcels' street addresses (default situs_address), where a posted notice goes." ) );
  addNoticeParameter( new QgsProcessingParameterField( LANGUAGE_FIELD, QObject::tr( "Owner's language field" ), QStringLiteral( "language" ), INPUT, SW_FIELD_ANY, false, true ),
                      QObject::tr( "the language each owner's letter is written in (default language): a language of the profile's notice, by its code or name (es, Spanish, Espa\u00f1ol). Empty or absent: LANGUAGE." ) );
  auto language = std::make_unique<QgsProcessingParameterString>( LANGUAGE, QObject::tr( "Language of the letters (empty = the profile's)" ), QVariant(), false, true );
  addNoticeParameter( language.release(), QObject::tr( "the language of letters whose owner's language is not given, by code or name (en, es, Spanish); default the profile's default language." ) );
  auto voluntary = std::make_unique<QgsProcessingParameterBoolean>( VOLUNTARY, QObject::tr( "Send notices although the city's code has no vacant parcel provisions" ), false, true );
  voluntary->setFlags( voluntary->flags() | SW_PARAMETER_FLAG_ADVANCED );
  addNoticeParameter( voluntary.release(), QObject::tr( "a profile whose vacant.required is false (Cudahy, Beverly Hills) is refused: its code gives no ground for these notices. Set this only with a profile file that carries the city's own notice text." ) );
  addNoticeParameter( new QgsProcessingParameterBoolean( REMINDERS, QObject::tr( "Send owners noticed before a reminder of their notice" ), false, true ),
                      QObject::tr( "with a REGISTER, parcels already noticed to their owner keep that notice's id, date and deadline (the 180 days run from the original mailing or posting) and are not mailed again; set this to mail or post them a reminder that states the original date and deadline. The profile's notice must give reminder_heading and reminder_intro." ) );
  addNoticeParameter( SwNoticeDates::parameter( NOTICE_DATE, QObject::tr( "Date of mailing or posting (empty = today)" ) ),
                      QObject::tr( "the date of the original mailing or posting (default today), written 2026-12-15 or 12/15/2026 (month/day/year; a two-digit year is refused, its century would be a guess)." ) );
  addNoticeParameter( new QgsProcessingParameterNumber( COMPLIANCE_DAYS, QObject::tr( "Days to comply (empty = the profile's, 180 in Signal Hill)" ), SW_NUMBER_INTEGER, QVariant(), true, 0 ),
                      QObject::tr( "days from the notice date to the compliance deadline, 0 to 3653 (default the profile's, 180 in Signal Hill)." ) );
  addNoticeParameter( new QgsProcessingParameterVectorLayer( STREETS, QObject::tr( "Streets for the letter's map (right-of-way or centrelines)" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_POLYGON ) << static_cast<int>( SW_PROCESSING_SOURCE_LINE ), QVariant(), true ),
                      QObject::tr( "streets drawn under the parcels on each letter's map and named along their length, so the owner can find the property (for example the right-of-way layer)." ) );
  addNoticeParameter( new QgsProcessingParameterField( STREET_NAME_FIELD, QObject::tr( "Street name field" ), QStringLiteral( "name" ), STREETS, SW_FIELD_ANY, false, true ),
                      QObject::tr( "the field that names each street (default name); without it the streets are drawn unnamed, and the log says so." ) );
  auto layoutTemplate = std::make_unique<QgsProcessingParameterFile>( TEMPLATE, QObject::tr( "Letter template (.qpt; empty = the built-in letter)" ), SW_FILE_TYPE_FILE, QStringLiteral( "qpt" ), QVariant(), true );
  layoutTemplate->setFlags( layoutTemplate->flags() | SW_PARAMETER_FLAG_ADVANCED );
  addNoticeParameter( layoutTemplate.release(), QObject::tr( "a print layout template (.qpt) to use instead of the built-in letter; its labels read each notice's fields (the Help page lists them)." ) );
  addNoticeParameter( new QgsProcessingParameterFileDestination( OUTPUT_CSV, QObject::tr( "Mailing list" ), QObject::tr( "CSV files (*.csv)" ) ),
                      QObject::tr( "one row per mailed notice: the owner, the mailing address, the parcels, their acres, the notice date and the compliance deadline." ) );
  addNoticeParameter( new QgsProcessingParameterFileDestination( POSTING_CSV, QObject::tr( "Posting list (owners without a mailing address)" ), QObject::tr( "CSV files (*.csv)" ) ),
                      QObject::tr( "one row per notice to post on the property: the owner, why it is posted, the property addresses, the parcels and the dates." ) );
  addNoticeParameter( new QgsProcessingParameterFileDestination( OUTPUT_PDF, QObject::tr( "Notice letters" ), QObject::tr( "PDF files (*.pdf)" ), QVariant(), true ),
                      QObject::tr( "one letter per notice, mailed then posted, in owner order, with a map of the owner's parcels." ) );
  addNoticeParameter( new QgsProcessingParameterFileDestination( LABELS_PDF, QObject::tr( "Mailing labels (Avery 5160)" ), QObject::tr( "PDF files (*.pdf)" ), QVariant(), true ),
                      QObject::tr( "one label per mailed notice, in the letters' order, 30 to a US Letter sheet of Avery 5160 (or 8160) labels; each carries its notice number in the corner so label and letter are paired. Print at actual size." ) );
  // The register and the review table are files the city keeps: left empty in the dialog they are skipped, never a temporary file that forgets every notice.
  addNoticeParameter( new QgsProcessingParameterFileDestination( OWNER_REVIEW, QObject::tr( "Same-name owners to review (kept and updated)" ), QObject::tr( "CSV files (*.csv)" ), QVariant(), true, false ),
                      QObject::tr( "a CSV file of the owners who share a name but not a mailing address or owner id, one row per owner (name_key, owner, owner_key, mail_address, apns, decision, reviewed_by, note), read first and written back with rows for new owners, every decision kept. decision: empty = not reviewed (one notice each), same = the owners of that name marked same are one owner (one notice), different = confirmed apart; any other word is refused." ) );
  addNoticeParameter( new QgsProcessingParameterFileDestination( REGISTER, QObject::tr( "Notice register (kept and appended to)" ), QObject::tr( "CSV files (*.csv)" ), QVariant(), true, false ),
                      QObject::tr( "the city's register of notices, a CSV file each run appends to (created when missing; its earlier rows are kept): one row per notice with its status, new or already noticed (and the earlier notice), and one row per parcel of the last run that no longer qualifies." ) );
  addParameter( SwRenumberedParcels::input( QObject::tr( "optional, with a REGISTER: an earlier screening of the parcels (the Vacant parcels or Screen all parcels OUTPUT of an earlier run). A parcel the assessor renumbered since (the same land, the same owner) keeps its notice: the register's notices of its old APN are read as its new APN, so it is already noticed, under the earlier notice, with its date and its deadline (180 days from the original mailing or posting), and the log says which." ) ) );
  addOutput( new QgsProcessingOutputNumber( NOTICE_COUNT, QObject::tr( "Notices" ) ) );
  addOutput( new QgsProcessingOutputNumber( POSTING_COUNT, QObject::tr( "Notices to post" ) ) );
  addOutput( new QgsProcessingOutputNumber( PAGE_COUNT, QObject::tr( "Letter pages" ) ) );
}

void SwVacantNoticesAlgorithm::readNoticeFields( const SwParameterReader &reader, const QgsFields &fields, QgsProcessingFeedback *feedback )
{
  // Each field may be missing from a real roll: what that means is said once, in the log.
  QStringList notes;
  mFields.owner = reader.defaultedField( OWNER_FIELD, QStringLiteral( "owner" ), fields, INPUT, mInputName, QObject::tr( "each parcel gets its own notice, to the owner of record" ), notes );
  // Optional: without it owners are told apart by name and mailing address, as the log says.
  mFields.ownerId = reader.knownField( OWNER_ID_FIELD, { QStringLiteral( "owner_id" ) }, fields, INPUT, mInputName );
  if ( feedback )
    feedback->pushInfo( mFields.ownerId >= 0 ? QObject::tr( "Owners: one owner per owner id (field '%1'), else per name and mailing address" ).arg( fields.at( mFields.ownerId ).name() )
                                             : QObject::tr( "Owners: one owner per name and mailing address (INPUT layer '%1' has no owner id field)" ).arg( mInputName ) );
  // A layer without situs addresses can still be posted: the letter names the parcels.
  mFields.situs = reader.defaultedField( SITUS_FIELD, QStringLiteral( "situs_address" ), fields, INPUT, mInputName, QObject::tr( "posted notices give no street address" ), notes );
  mFields.language = reader.defaultedField( LANGUAGE_FIELD, QStringLiteral( "language" ), fields, INPUT, mInputName, QObject::tr( "every letter is in language '%1'" ).arg( mLanguage ), notes );
  // The vacant screen's figures: without them a notice can only give whole parcels.
  const SwVacantRow &columns = SwVacantRow::columns();
  mFields.vacancy = fields.lookupField( columns.vacancy.name() );
  mFields.unimprovedSqft = fields.lookupField( columns.unimprovedSqft.name() );
  mFields.groupId = fields.lookupField( columns.groupId.name() );
  mFields.groupAcres = fields.lookupField( columns.groupAcres.name() );
  mFields.groupSize = fields.lookupField( columns.groupSize.name() );
  if ( mFields.unimprovedSqft < 0 )
    notes << QObject::tr( "INPUT: layer '%1' has no field '%2': each parcel's acres tested are its whole area, and a partially vacant parcel is not told apart (give the output of stormwater:vacantparcels)" ).arg( mInputName, columns.unimprovedSqft.name() );

  // A mailing address needs all four parts; without any of them every notice is posted, on purpose.
  const QString posted = QObject::tr( "no mailing address is complete, so every notice is posted" );
  QStringList mailNotes;
  mFields.street = reader.defaultedField( MAIL_ADDRESS_FIELD, QStringLiteral( "mail_address" ), fields, INPUT, mInputName, posted, mailNotes );
  mFields.city = reader.defaultedField( MAIL_CITY_FIELD, QStringLiteral( "mail_city" ), fields, INPUT, mInputName, posted, mailNotes );
  mFields.state = reader.defaultedField( MAIL_STATE_FIELD, QStringLiteral( "mail_state" ), fields, INPUT, mInputName, posted, mailNotes );
  mFields.zip = reader.defaultedField( MAIL_ZIP_FIELD, QStringLiteral( "mail_zip" ), fields, INPUT, mInputName, posted, mailNotes );
  if ( mailNotes.size() == 4 )
    notes << QObject::tr( "MAIL_ADDRESS_FIELD, MAIL_CITY_FIELD, MAIL_STATE_FIELD, MAIL_ZIP_FIELD: INPUT layer '%1' has none of the fields mail_address, mail_city, mail_state, mail_zip; every notice is posted, none mailed" ).arg( mInputName );
  else
    notes << mailNotes;

  SwWarnings warnings( feedback );
  for ( const QString &note : std::as_const( notes ) )
    warnings.add( note );
}

void SwVacantNoticesAlgorithm::refuseWithoutNoticeText( bool voluntary ) const
{
  // A notice binds an owner: it goes out only under a code that provides for it, in the city's own words.
  const QString required = QStringLiteral( "vacant.required" );
  if ( !mProfile.flag( required ) && !voluntary )
    throw QgsProcessingException( QObject::tr( "PROFILE: %1's code has no vacant parcel provisions (%2), so it gives no ground for these notices. To send notices anyway, set VOLUNTARY and give a profile file with the city's own notice text." ).arg( mProfile.title(), mProfile.citation( required ) ) );
  if ( mProfile.notice().isEmpty() )
    throw QgsProcessingException( QObject::tr( "PROFILE: profile '%1' has no 'notice' section: the letters' words (letterhead, the code's title, the quoted provisions, the steps, the contact and the signer) come from the city's profile; copy the one in the signal-hill profile and write the city's own." ).arg( mProfile.name() ) );
}

bool SwVacantNoticesAlgorithm::prepareInputs( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback )
{
  refuseScarceResources( 0 );
  SwInputCheck::refuseUnreadable( *this, parameters, context );
  SwDestinationCheck::refuseCollisions( *this, parameters, context );
  SwDestinationCheck::refuseUnwritableFolders( *this, parameters );
  mProfile = profileParameter( parameters, context );
  refuseWithoutNoticeText( parameterAsBoolean( parameters, VOLUNTARY, context ) );
  mReminders = parameterAsBoolean( parameters, REMINDERS, context );
  if ( mReminders && !mProfile.notice().missingReminderWords().isEmpty() )
    throw QgsProcessingException( QObject::tr( "REMINDERS: profile '%1''s notice has no words for a reminder (%2); add them to the city's profile file or send no reminders" ).arg( mProfile.name(), mProfile.notice().missingReminderWords().join( QLatin1String( ", " ) ) ) );
  const QString language = parameterAsString( parameters, LANGUAGE, context ).trimmed();
  mLanguage = language.isEmpty() ? mProfile.notice().defaultLanguage() : mProfile.notice().languageFor( language );
  if ( mLanguage.isEmpty() )
    throw QgsProcessingException( QObject::tr( "LANGUAGE: '%1' is not a language of profile '%2''s notice (it has %3)" ).arg( language, mProfile.name(), mProfile.notice().languages().join( QLatin1String( ", " ) ) ) );
  mInput.reset( parameterAsSource( parameters, INPUT, context ) );
  if ( !mInput )
    throw QgsProcessingException( invalidSourceError( parameters, INPUT ) );
  mInputLayer = parameterAsVectorLayer( parameters, INPUT, context );
  mInputName = mInputLayer ? SwLayerName::of( mInputLayer ) : mInput->sourceName();
  if ( QgsWkbTypes::geometryType( mInput->wkbType() ) != SW_GEOMETRY( Polygon ) )
    throw QgsProcessingException( QObject::tr( "INPUT layer '%1' must hold parcel polygons; it holds %2" ).arg( mInputName, QgsWkbTypes::displayString( mInput->wkbType() ) ) );
  if ( !mInput->sourceCrs().isValid() )
    throw QgsProcessingException( QObject::tr( "INPUT layer '%1' has no CRS; assign its CRS first" ).arg( mInputName ) );

  const QgsFields fields = mInput->fields();
  const QString fieldList = fields.names().join( QLatin1String( ", " ) );
  auto contractField = [&]( const QString &field )
  {
    const int index = fields.lookupField( field );
    if ( index < 0 )
      throw QgsProcessingException( QObject::tr( "INPUT layer '%1' has no field '%2': give the output of stormwater:vacantparcels (its fields: %3)" ).arg( mInputName, field, fieldList ) );
    return index;
  };
  mFields.apn = contractField( APN );
  mFields.qualifies = contractField( SwVacantRow::columns().qualifies.name() );
  readNoticeFields( SwParameterReader( parameters, context ), fields, feedback );

  mNoticeDate = SwNoticeDates::noticeDate( parameterDefinition( NOTICE_DATE ), parameters.value( NOTICE_DATE ), context, QDate::currentDate() );
  mComplianceDays = SwNoticeDates::complianceDays( SwParameterReader( parameters, context ), COMPLIANCE_DAYS, mProfile.number( QStringLiteral( "vacant.compliance_days" ) ) );

  // A renumbered parcel is the same land: its notice and deadline follow it (the register is read through it).
  mRenumbering = SwRenumbering();
  if ( QgsVectorLayer *previous = parameterAsVectorLayer( parameters, SwRenumberedParcels::inputName(), context ) )
    mRenumbering = SwRenumberedParcels::between( *previous, *mInput, mFields.apn, SwWorkingCrs::choose( mInput->sourceCrs(), QgsCoordinateReferenceSystem(), mInput->sourceExtent() ), context.transformContext(), feedback );

  // A register that is not one, or not this city's record, is refused before anything is written.
  const QString registerPath = destination( parameters, REGISTER, this, context );
  SwNoticeRegister::checkRecord( SwNoticeRegister::readContents( registerPath, REGISTER ), registerPath, REGISTER, mProfile.name(), deadlineRule() );
  mInputValue = parameters.value( INPUT );
  // So is a review table with a decision that is not one; its decisions are this run's.
  mOwnerReview.read( destination( parameters, OWNER_REVIEW, this, context ), OWNER_REVIEW );

  QString templatePath = parameterAsFile( parameters, TEMPLATE, context );
  if ( templatePath.isEmpty() )
    templatePath = SwNoticeLetters::defaultTemplate();
  mTemplate = SwNoticeLetters::readTemplate( templatePath );
  return true;
}

void SwVacantNoticesAlgorithm::assignLanguages( std::vector<SwNotice> &notices, SwWarnings &warnings ) const
{
  // An owner's letter is in the first language the owner's parcels name; values naming none are counted and said.
  QMap<QString, int> unknown;
  for ( SwNotice &notice : notices )
  {
    notice.language = mLanguage;
    for ( const SwNoticeParcel &parcel : notice.parcels )
    {
      if ( parcel.language.isEmpty() )
        continue;
      const QString code = mProfile.notice().languageFor( parcel.language );
      if ( code.isEmpty() )
        ++unknown[parcel.language];
      else
      {
        notice.language = code;
        break;
      }
    }
  }
  for ( auto it = unknown.constBegin(); it != unknown.constEnd(); ++it )
    warnings.add( QObject::tr( "LANGUAGE_FIELD: %1 parcel(s) ask for '%2', which is not a language of profile '%3''s notice (%4); their letters are in %5" ).arg( it.value() ).arg( it.key(), mProfile.name(), mProfile.notice().languages().join( QLatin1String( ", " ) ), mLanguage ) );
}

QVariantMap SwVacantNoticesAlgorithm::processAlgorithm( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback )
{
  SwWarnings warnings( feedback );
  // Reading takes the first half of the progress bar; rendering the letters the rest.
  QgsProcessingMultiStepFeedback steps( 2, feedback );
  SwCancel::check( feedback );
  const SwNoticeParcels::Read read = SwNoticeParcels::read( *mInput, mFields, &steps );
  SwCancel::check( feedback );
  if ( read.noGeometry > 0 )
    warnings.add( QObject::tr( "%1 qualifying parcel(s) have no usable geometry: they are noticed with 0 acres and left off the map" ).arg( read.noGeometry ) );
  const RunScope scope = runScope( read, warnings, feedback );
  QStringList ownerLines;
  std::vector<SwNotice> owners = mOwnerReview.owners( read.parcels, destination( parameters, OWNER_REVIEW, this, context ), ownerLines );
  for ( const QString &line : std::as_const( ownerLines ) )
    warnings.add( line );
  assignLanguages( owners, warnings );
  const SwNoticeTerm term = SwNoticeWording::dates( mNoticeDate, mComplianceDays, mProfile.notice() );
  if ( term.deadline.extended != term.deadline.computed )
    feedback->pushInfo( QObject::tr( "Day %1 after the notice date, %2, is not a court day (%3); the deadline is %4 (%5)" ).arg( mComplianceDays ).arg( term.deadline.computed.toString( Qt::ISODate ), term.deadline.skipped.join( QLatin1String( "; " ) ), term.deadline.extended.toString( Qt::ISODate ), mProfile.notice().deadlineCitation() ) );

  // Every output staged, then put in place together (SwRunOutputs): a
  // failure or a cancel at any moment leaves the earlier lists, letters,
  // labels and register as they were.
  QStringList written;
  Sent sent;
  QVariantMap results = mOutputs.run( context, feedback, [&]()
                                      {
    // The register's lock first: no other run appends to it until this one is done, and its history is read under it.
    const QString registerPath = destination( parameters, REGISTER, this, context );
    const QString stagedRegister = registerPath.isEmpty() ? QString() : mOutputs.addFile( registerPath, REGISTER, SwOutputTarget::Check::Written, true );
    sent = noticesToSend( owners, term, registerPath.isEmpty() ? SwNoticeHistory() : SwNoticeHistory( mRenumbering.translated( SwNoticeRegister::read( registerPath, REGISTER ), feedback ) ), read.parcels.size(), warnings, feedback );

    const QString reviewPath = destination( parameters, OWNER_REVIEW, this, context );
    if ( !reviewPath.isEmpty() )
    {
      mOwnerReview.write( mOutputs.addFile( reviewPath, OWNER_REVIEW, SwOutputTarget::Check::Written ), OWNER_REVIEW );
      mOutputs.fileWritten( OWNER_REVIEW );
    }

    const QString pdfPath = destination( parameters, OUTPUT_PDF, this, context );
    if ( !pdfPath.isEmpty() && !sent.notices.empty() )
    {
      steps.setCurrentStep( 1 );
      sent.pages = writeLetters( parameters, context, sent.notices, mOutputs.addFile( pdfPath, OUTPUT_PDF, SwOutputTarget::Check::Pdf ), warnings, &steps );
      SwCancel::check( feedback );
      if ( sent.pages == 0 )
        throw QgsProcessingException( SwCancel::message() );
      mOutputs.fileWritten( OUTPUT_PDF );
      written << QObject::tr( "%1 letter(s), %2 page(s), written to %3" ).arg( sent.notices.size() ).arg( sent.pages ).arg( pdfPath );
    }
    SwNoticeLists::writeMailing( sent.notices, mOutputs.addFile( destination( parameters, OUTPUT_CSV, this, context ), OUTPUT_CSV, SwOutputTarget::Check::Written ), OUTPUT_CSV );
    mOutputs.fileWritten( OUTPUT_CSV );
    SwNoticeLists::writePosting( sent.notices, mOutputs.addFile( destination( parameters, POSTING_CSV, this, context ), POSTING_CSV, SwOutputTarget::Check::Written ), POSTING_CSV );
    mOutputs.fileWritten( POSTING_CSV );
    const QString labelsPath = destination( parameters, LABELS_PDF, this, context );
    if ( !labelsPath.isEmpty() )
      written << writeLabels( sent.notices, labelsPath, sent.labelPages, warnings );
    if ( !registerPath.isEmpty() )
      written << recordInRegister( registerPath, stagedRegister, sent, scope );
    return QVariantMap(); } );
  for ( const QString &line : std::as_const( written ) )
    feedback->pushInfo( line );
  feedback->setProgress( 100 );

  results.insert( NOTICE_COUNT, static_cast<long long>( sent.notices.size() ) );
  results.insert( POSTING_COUNT, sent.posted );
  results.insert( PAGE_COUNT, sent.pages );
  return results;
}

SwNoticeRegister::DeadlineRule SwVacantNoticesAlgorithm::deadlineRule() const
{
  const SwNoticeText &text = mProfile.notice();
  return [text]( const QDate &noticeDate, int days )
  {
    return SwNoticeWording::dates( noticeDate, days, text ).deadline.extended;
  };
}

SwVacantNoticesAlgorithm::RunScope SwVacantNoticesAlgorithm::runScope( const SwNoticeParcels::Read &read, SwWarnings &warnings, QgsProcessingFeedback *feedback ) const
{
  RunScope scope;
  scope.decided = read.decided;
  scope.text = SwNoticeScope::describe( mInputValue, mInputLayer, mInputName, read.total, read.decided.size() );
  feedback->pushInfo( QObject::tr( "This run sees %1; a parcel the register lists that it does not decide keeps its record" ).arg( scope.text ) );
  if ( SwNoticeScope::isFiltered( mInputValue, mInputLayer ) )
    warnings.add( QObject::tr( "INPUT is filtered: the register records this run as seeing only %1, and records as no longer qualifying only parcels this run decided" ).arg( scope.text ) );
  if ( read.undecided > 0 )
    warnings.add( QObject::tr( "INPUT layer '%1': %2 parcel(s) have an empty '%3': not decided, so they are neither noticed nor recorded as no longer qualifying" ).arg( mInputName ).arg( read.undecided ).arg( SwVacantRow::columns().qualifies.name() ) );
  // Each parcel is answered on its own row; the register, the case file and the follow-up know a parcel by its APN alone.
  const QStringList repeated = read.numbers.repeated();
  if ( !repeated.isEmpty() )
    warnings.add( QObject::tr( "INPUT layer '%1': %2 APN(s) name two or more parcels each: %3. Each parcel is noticed or not on its own row, but the register knows a parcel by its APN alone, so a notice recorded under one of them stands for all, and the follow-up leaves their cases not decided; give each parcel its own APN" ).arg( mInputName ).arg( repeated.size() ).arg( read.numbers.repeatedNamed() ) );
  return scope;
}

QString SwVacantNoticesAlgorithm::recordInRegister( const QString &registerPath, const QString &stagedRegister, const Sent &sent, const RunScope &scope )
{
  // Written after the letters and lists, put in place after them (SwRunOutputs): a notice the register holds has its letter.
  std::vector<SwNotice> recorded = sent.notices;
  recorded.insert( recorded.end(), sent.recorded.begin(), sent.recorded.end() );
  const SwRenumbering *renumbering = &mRenumbering;
  const SwNoticeRegister::RunRecord run{ mProfile.name(), scope.text, scope.decided, mNoticeDate, [renumbering]( const QList<QStringList> &rows )
                                         { return renumbering->translated( rows ); } };
  const SwNoticeRegister::Summary summary = SwNoticeRegister::append( registerPath, stagedRegister, REGISTER, recorded, run );
  mOutputs.fileWritten( REGISTER );
  const QString gone = summary.noLongerQualifying.isEmpty() ? QString() : QStringLiteral( " (%1)" ).arg( summary.noLongerQualifying.mid( 0, 20 ).join( QLatin1String( ", " ) ) );
  const QString unseen = summary.notSeen == 0 ? QString() : QObject::tr( "; %1 parcel(s) the register lists were not decided by this run and keep their record" ).arg( summary.notSeen );
  return QObject::tr( "Notice register %1, run %2: %3 new notice(s), %4 reminder(s), %5 earlier notice(s) still standing, %6 parcel(s) no longer qualifying%7%8" ).arg( registerPath ).arg( summary.run ).arg( summary.newNotices ).arg( summary.reminders ).arg( summary.alreadyNoticed ).arg( summary.noLongerQualifying.size() ).arg( gone, unseen );
}
