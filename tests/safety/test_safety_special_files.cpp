/***************************************************************************
  test_safety_special_files.cpp: the safety matrix for paths given as files
  that are not files. A named pipe (FIFO) given as a template, a register,
  a profile, a case file or a layer would hold the run in open() until some
  program writes to it, for ever when none does; a device never ends or
  cannot be replaced; a socket cannot be read. Each is refused before
  anything is opened, naming the parameter, and the run returns.

  Each run is guarded: should a regression block it in open(), the guard
  writes nothing into the pipe but opens and closes it, which ends the
  reader's wait; the case then fails on its message instead of hanging
  (a reader that opened the pipe to read and write cannot be freed: the
  suite then stops, failed).
 ***************************************************************************/
#include "swsafetycase.h"
#include "swtestdata.h"
#include "swtestrun.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <chrono>
#include <cstring>
#include <future>
#include <iostream>
#include <thread>

#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <gtest/gtest.h>

using namespace SwSafety;

namespace
{
  //! How long a refusal may take before the run counts as blocked: it opens nothing, so a second is generous.
  constexpr auto BLOCKED_AFTER = std::chrono::seconds( 10 );

  struct SpecialFileCase
  {
    const char *name;
    const char *algorithm;
    std::vector<std::pair<const char *, const char *>> parameters;
    //! The special file to make in the case's folder ({DIR}/name), and its kind.
    const char *special;
    enum Kind
    {
      Fifo,
      Socket,
      None, //!< the path names an existing device (/dev/null)
    } kind;
    const char *error;
    //! Prepares the case's other data (the vacant parcels a notice run reads...).
    std::function<void( const QString &dir )> prepare = nullptr;
  };

  void PrintTo( const SpecialFileCase &c, std::ostream *os )
  {
    *os << c.name;
  }

  void makeSocket( const QString &path )
  {
    const int fd = ::socket( AF_UNIX, SOCK_STREAM, 0 );
    ASSERT_GE( fd, 0 );
    sockaddr_un address = {};
    address.sun_family = AF_UNIX;
    const QByteArray name = QFile::encodeName( path );
    ASSERT_LT( static_cast<size_t>( name.size() ), sizeof( address.sun_path ) );
    std::memcpy( address.sun_path, name.constData(), name.size() );
    ASSERT_EQ( ::bind( fd, reinterpret_cast<sockaddr *>( &address ), sizeof( address ) ), 0 ) << path.toStdString();
    ::close( fd ); // the socket file stays
  }

  //! Ends the wait of a reader held in open() on \a fifo: open it to write (there is a reader) and close it at once.
  void releaseReader( const QString &fifo )
  {
    const int fd = ::open( QFile::encodeName( fifo ).constData(), O_WRONLY | O_NONBLOCK );
    if ( fd >= 0 )
      ::close( fd );
  }

  //! Runs \a algorithm with \a parameters; if it is still going after BLOCKED_AFTER, fails and frees it from \a fifo.
  SwTestRun::Result runGuarded( const QString &algorithm, const QVariantMap &parameters, const QString &fifo )
  {
    std::packaged_task<SwTestRun::Result()> task( [algorithm, parameters]()
                                                  { return SwTestRun::run( algorithm, parameters ); } );
    std::future<SwTestRun::Result> result = task.get_future();
    std::thread runner( std::move( task ) );
    if ( result.wait_for( BLOCKED_AFTER ) != std::future_status::ready )
    {
      ADD_FAILURE() << "the run was still waiting after " << BLOCKED_AFTER.count() << " s: blocked opening " << fifo.toStdString();
      // A reader may open the pipe again (GDAL tries several drivers): free it until it returns.
      for ( int i = 0; i < 300 && result.wait_for( std::chrono::milliseconds( 100 ) ) != std::future_status::ready; ++i )
        releaseReader( fifo );
      if ( result.wait_for( std::chrono::seconds( 0 ) ) != std::future_status::ready )
      {
        // Opened to read and write, a pipe never ends: nothing frees the run, so the suite stops here, failed.
        std::cerr << "the run cannot be freed from " << fifo.toStdString() << "; stopping" << std::endl;
        std::_Exit( 1 );
      }
    }
    runner.join();
    return result.get();
  }

  void runSpecialFileCase( const SpecialFileCase &c )
  {
    QTemporaryDir folder;
    const QString dir = folder.path();
    ASSERT_TRUE( QFile::copy( SwTestData::sampleDataDir() + QStringLiteral( "/city.gpkg" ), dir + QStringLiteral( "/city.gpkg" ) ) );
    QFile::setPermissions( dir + QStringLiteral( "/city.gpkg" ), QFileDevice::ReadOwner | QFileDevice::WriteOwner );
    if ( c.prepare )
      c.prepare( dir );
    const QString special = dir + '/' + QString::fromUtf8( c.special );
    if ( c.kind == SpecialFileCase::Fifo )
      ASSERT_EQ( ::mkfifo( QFile::encodeName( special ).constData(), 0600 ), 0 );
    else if ( c.kind == SpecialFileCase::Socket )
      makeSocket( special );
    const QMap<QString, QString> before = snapshot( dir );

    QVariantMap parameters;
    for ( const auto &parameter : c.parameters )
      parameters.insert( QString::fromLatin1( parameter.first ), parameterValue( QString::fromUtf8( parameter.second ), dir ) );
    const SwTestRun::Result run = runGuarded( QStringLiteral( "stormwater:%1" ).arg( c.algorithm ), parameters, special );

    EXPECT_FALSE( run.ok );
    EXPECT_EQ( run.error, QString::fromUtf8( c.error ).replace( QLatin1String( "{DIR}" ), dir ) );
    // Refused before anything was written: the folder holds what it held.
    EXPECT_EQ( snapshot( dir ), before );
  }

  class SafetySpecialFiles : public ::testing::TestWithParam<SpecialFileCase>
  {
  };
} // namespace

TEST_P( SafetySpecialFiles, RefusedByNameAndTheRunReturns )
{
  runSpecialFileCase( GetParam() );
}

INSTANTIATE_TEST_SUITE_P(
  Matrix, SafetySpecialFiles,
  ::testing::Values(
    // The clerk's files: a letter template, the register read before it is appended to, the case file's register, a case file.
    SpecialFileCase{ "template_is_a_fifo", "vacantnotices", { { "INPUT", "{DIR}/vacant.gpkg" }, { "OUTPUT_CSV", "{DIR}/mailing.csv" }, { "POSTING_CSV", "{DIR}/posting.csv" }, { "TEMPLATE", "{DIR}/letter.qpt" }, { "OUTPUT_PDF", "{DIR}/letters.pdf" } }, "letter.qpt", SpecialFileCase::Fifo, "TEMPLATE: {DIR}/letter.qpt is a named pipe (FIFO), not a file; give a file", writeVacantParcels },
    SpecialFileCase{ "register_is_a_fifo", "vacantnotices", { { "INPUT", "{DIR}/vacant.gpkg" }, { "OUTPUT_CSV", "{DIR}/mailing.csv" }, { "POSTING_CSV", "{DIR}/posting.csv" }, { "REGISTER", "{DIR}/register.csv" } }, "register.csv", SpecialFileCase::Fifo, "REGISTER: {DIR}/register.csv is a named pipe (FIFO), not a file; give a file", writeVacantParcels },
    SpecialFileCase{ "case_file_register_is_a_fifo", "noticecasefile", { { "REGISTER", "{DIR}/register.csv" }, { "CASE_FILE", "{DIR}/cases.gpkg" } }, "register.csv", SpecialFileCase::Fifo, "REGISTER: {DIR}/register.csv is a named pipe (FIFO), not a file; give a file" },
    SpecialFileCase{ "case_file_csv_is_a_fifo", "noticefollowup", { { "CASES", "{DIR}/cases.csv" }, { "DATE", "2027-09-10" }, { "OUTPUT", "{DIR}/due.csv" } }, "cases.csv", SpecialFileCase::Fifo, "CASES: {DIR}/cases.csv is a named pipe (FIFO), not a file; give a file" },
    // A city's profile, as PROFILE_FILE and as a path in PROFILE (older scripts).
    SpecialFileCase{ "profile_file_is_a_fifo", "profilerules", { { "PROFILE_FILE", "{DIR}/our-city.json" }, { "OUTPUT", "{DIR}/rules.csv" } }, "our-city.json", SpecialFileCase::Fifo, "PROFILE_FILE: {DIR}/our-city.json is a named pipe (FIFO), not a file; give a file" },
    SpecialFileCase{ "profile_path_is_a_fifo", "profilerules", { { "PROFILE", "{DIR}/our-city.json" }, { "OUTPUT", "{DIR}/rules.csv" } }, "our-city.json", SpecialFileCase::Fifo, "PROFILE: {DIR}/our-city.json is a named pipe (FIFO), not a file; give a file" },
    // A layer given as a path: GDAL would wait in open() as QFile does.
    SpecialFileCase{ "parcels_are_a_fifo", "esaadjacency", { { "PARCELS", "{DIR}/parcels.gpkg" }, { "SENSITIVE_AREAS", ESA }, { "OUTPUT", "{DIR}/out.gpkg" } }, "parcels.gpkg", SpecialFileCase::Fifo, "PARCELS: {DIR}/parcels.gpkg is a named pipe (FIFO), not a file; give a file" },
    SpecialFileCase{ "sensitive_areas_layer_of_a_fifo", "esaadjacency", { { "PARCELS", PARCELS }, { "SENSITIVE_AREAS", "{DIR}/esa.gpkg|layername=esa" }, { "OUTPUT", "{DIR}/out.gpkg" } }, "esa.gpkg", SpecialFileCase::Fifo, "SENSITIVE_AREAS: {DIR}/esa.gpkg is a named pipe (FIFO), not a file; give a file" },
    // A device and a socket: one reads nothing or never ends, the other cannot be opened.
    SpecialFileCase{ "template_is_a_device", "vacantnotices", { { "INPUT", "{DIR}/vacant.gpkg" }, { "OUTPUT_CSV", "{DIR}/mailing.csv" }, { "POSTING_CSV", "{DIR}/posting.csv" }, { "TEMPLATE", "/dev/null" } }, "", SpecialFileCase::None, "TEMPLATE: /dev/null is a character device, not a file; give a file", writeVacantParcels },
    SpecialFileCase{ "profile_file_is_a_socket", "profilerules", { { "PROFILE_FILE", "{DIR}/city.sock" }, { "OUTPUT", "{DIR}/rules.csv" } }, "city.sock", SpecialFileCase::Socket, "PROFILE_FILE: {DIR}/city.sock is a socket, not a file; give a file" } ),
  []( const ::testing::TestParamInfo<SpecialFileCase> &info )
  { return std::string( info.param.name ); } );
